import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * Formik's `validate` for a schema that loads when it is first needed: yup and the domain's
 * schemas (about 14 KB gzip, and building the schemas as they load) then stay out of a page's
 * first JavaScript, and load once someone uses the form. Same rules, messages and handling of
 * empty fields as Formik's `validationSchema`: both go through its validateYupSchema.
 */
export function lazySchemaValidation<Values extends FormikValues>(
  loadSchema: () => Promise<AnySchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await loadSchema();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      // As Formik does: a ValidationError holds the form's errors; anything else is a fault.
      if ((error as { name?: unknown } | null)?.name === 'ValidationError') {
        return yupToFormErrors<Values>(error);
      }
      throw error;
    }
  };
}
