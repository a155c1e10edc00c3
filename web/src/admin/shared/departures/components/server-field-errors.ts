import { fieldErrorsOf } from '@umrah/domain/model/api-error';
import { setIn, type FormikErrors, type FormikHelpers, type FormikTouched } from 'formik';

/**
 * Puts a failed call's field errors on the form: the server names nested fields by path
 * ('flights.departureTime'), Formik reads errors nested.
 */
export function showServerFieldErrors<V>(error: unknown, helpers: FormikHelpers<V>): void {
  const fields = fieldErrorsOf(error);
  if (!fields) return;
  const paths = Object.entries(fields);
  const errors = paths.reduce<object>((all, [path, message]) => setIn(all, path, message), {});
  const touched = paths.reduce<object>((all, [path]) => setIn(all, path, true), {});
  helpers.setErrors(errors as FormikErrors<V>);
  void helpers.setTouched(touched as FormikTouched<V>, false);
}
