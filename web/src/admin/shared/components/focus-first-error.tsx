import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that ends with errors (the form's own checks or the server's field errors),
 * moves the focus to the first invalid field, so it is scrolled into view even in a long form.
 * Place inside the `<Form>`.
 */
export function FocusFirstError() {
  const { isSubmitting, submitCount } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const wasSubmitting = useRef(false);

  useEffect(() => {
    const finished = wasSubmitting.current && !isSubmitting;
    wasSubmitting.current = isSubmitting;
    if (!finished || submitCount === 0) return;
    const form = marker.current?.closest('form');
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) {
      invalid.focus();
      invalid.scrollIntoView?.({ block: 'center' });
    }
  }, [isSubmitting, submitCount]);

  return <span ref={marker} hidden />;
}
