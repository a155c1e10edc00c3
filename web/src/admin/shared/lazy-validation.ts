import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';

/**
 * A Formik `validate` that loads the form's schema on the first check, not with the screen: the
 * screen paints and takes typing before yup (and, for passwords, the common-password list)
 * arrives. Same errors as `validationSchema`.
 */
export function validateWithLazySchema<Values extends FormikValues>(
  load: () => Promise<AnySchema>,
): (values: Values) => Promise<FormikErrors<Values>> {
  return async (values) => {
    const schema = await load();
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
    }
  };
}
