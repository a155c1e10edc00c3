import { slugify } from '@umrah/domain/model/slugify';
import { useFormikContext } from 'formik';
import { useCallback, useRef, type ChangeEvent } from 'react';

interface SluggedValues {
  title: string;
  slug: string;
}

/**
 * Keeps the slug following the title (via the domain's slugify) while `follow` says so and the
 * slug has not been edited by hand. Returns change handlers for the title and slug fields.
 */
export function useSlugFromTitle(follow: boolean) {
  const { values, handleChange, setFieldValue } = useFormikContext<SluggedValues>();
  const editedByHand = useRef(!follow);

  const title = values.title;

  const onTitleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      handleChange(event);
      if (!editedByHand.current) void setFieldValue('slug', slugify(event.target.value));
    },
    [handleChange, setFieldValue],
  );

  const onSlugChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      handleChange(event);
      const slug = event.target.value;
      // Clearing the slug, or typing exactly what the title gives, lets it follow the title again.
      editedByHand.current = slug !== '' && slug !== slugify(title);
    },
    [handleChange, title],
  );

  return { onTitleChange, onSlugChange };
}
