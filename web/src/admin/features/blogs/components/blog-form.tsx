import { blogSchema, type BlogInput } from '@umrah/domain/blog';
import { useFormikContext } from 'formik';
import type { FormMode } from '../../../shared/components/content-manager';
import { FieldGrid } from '../../../shared/components/field-grid';
import { FormTextField } from '../../../shared/components/form-text-field';
import { ImageField } from '../../../shared/components/image-field';
import { PublishSwitch } from '../../../shared/components/publish-switch';
import { formValuesToBody } from '../../../shared/form-values';
import { useSlugFromTitle } from '../../../shared/hooks/use-slug-from-title';

export type BlogFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  isPublished: boolean;
};

/** A new blog post: a draft (spec section 4). */
export const emptyBlogValues: BlogFormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  imageUrl: '',
  isPublished: false,
};

export function toBlogBody(values: BlogFormValues): BlogInput {
  return formValuesToBody(blogSchema, values);
}

/** The blog form; the slug follows the title only while creating (spec section 5). */
export function BlogFormFields({ mode }: { mode: FormMode }) {
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
