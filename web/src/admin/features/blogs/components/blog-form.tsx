import { blogSchema, type Blog, type BlogInput } from '@umrah/domain/schemas/blog';
import { useFormikContext } from 'formik';
import type { ContentForm, FormMode } from '../../../shared/components/content-manager';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { formValuesToBody, itemToFormValues } from '../../../shared/form-values';
import { frenchFormValues, frenchOrNull } from '../../../shared/french/french-form-values';
import { FrenchTextField } from '../../../shared/french/french-text-field';
import { LanguageTabs } from '../../../shared/french/language-tabs';
import { useSlugFromTitle } from '../../../shared/hooks/use-slug-from-title';

export type BlogFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  isPublished: boolean;
  /** The French version; all blank is "no French version". */
  fr: { title: string; excerpt: string; content: string };
};

/** A new blog post: a draft (spec section 4). */
export const emptyBlogValues: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  isPublished: false,
  fr: { title: '', excerpt: '', content: '' },
};

/** A post being edited, its French version included (so a save never drops it). */
export function blogToFormValues(item: object & { fr?: unknown }): BlogFormValues {
  return {
    ...itemToFormValues(item, emptyBlogValues),
    fr: frenchFormValues(item.fr, emptyBlogValues.fr),
  };
}

export function toBlogBody(values: BlogFormValues): BlogInput {
  return formValuesToBody(blogSchema, { ...values, fr: frenchOrNull(values.fr) });
}

function BlogFrenchFields() {
  const { values } = useFormikContext<BlogFormValues>();
  return (
    <FieldGrid>
      <FrenchTextField
        className="full-width"
        name="fr.title"
        label="French title"
        english={values.title}
      />
      <FrenchTextField
        className="full-width"
        name="fr.excerpt"
        label="French excerpt"
        english={values.excerpt}
        multiline
        minRows={2}
      />
      <FrenchTextField
        className="full-width"
        name="fr.content"
        label="French content"
        english={values.content}
        multiline
        minRows={10}
      />
    </FieldGrid>
  );
}

/** The blog form: English and French tabs (the slug and image are shared). */
export function BlogFormFields({ mode }: { mode: FormMode }) {
  return <LanguageTabs english={<BlogEnglishFields mode={mode} />} french={<BlogFrenchFields />} />;
}

/** The English fields; the slug follows the title only while creating (spec section 5). */
function BlogEnglishFields({ mode }: { mode: FormMode }) {
  const { values } = useFormikContext<BlogFormValues>();
  const slug = useSlugFromTitle(mode === 'create');
  return (
    <FieldGrid>
      <FormTextField name="title" label="Title" required onChange={slug.onTitleChange} />
      <FormTextField
        name="slug"
        label="Slug"
        required
        onChange={slug.onSlugChange}
        helperText={`Web address: /blogs/${values.slug || '…'}`}
      />
      <FormTextField
        className="full-width"
        name="excerpt"
        label="Excerpt"
        required
        multiline
        minRows={2}
        helperText="A sentence or two shown in the blog list."
      />
      <FormTextField
        className="full-width"
        name="content"
        label="Content"
        required
        multiline
        minRows={10}
        helperText="Leave an empty line between paragraphs."
      />
      <div className="full-width">
        <ImageField name="imageUrl" label="Image URL" previewAlt="Blog image preview" />
      </div>
      <div className="full-width">
        <PublishSwitch />
      </div>
    </FieldGrid>
  );
}

/** The blogs screen's form, loaded when Add or Edit is first pressed. */
export const blogContentForm: ContentForm<Blog, BlogFormValues, BlogInput> = {
  schema: blogSchema,
  emptyValues: emptyBlogValues,
  toFormValues: blogToFormValues,
  toBody: toBlogBody,
  renderFields: (mode) => <BlogFormFields mode={mode} />,
};
