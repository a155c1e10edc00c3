import { listToLines } from '@umrah/domain/text';
import type { AnyObjectSchema, InferType } from 'yup';

/** What a form field holds: text, a number typed in a number field (or '' when blank), a switch. */
export type FormValue = string | number | boolean;

/**
 * Prefills an edit form from a stored item: only the form's own fields (so never id or
 * createdAt), null/missing as '' (or the empty form's value), lists as one item per line.
 */
export function itemToFormValues<V extends Record<string, FormValue>>(item: object, empty: V): V {
  const values = { ...empty };
  const source = item as Partial<Record<keyof V, unknown>>;
  for (const key of Object.keys(empty) as (keyof V)[]) {
    const stored = source[key];
    if (Array.isArray(stored)) values[key] = listToLines(stored as string[]) as V[keyof V];
    else if (
      typeof stored === 'string' ||
      typeof stored === 'number' ||
      typeof stored === 'boolean'
    )
      values[key] = stored as V[keyof V];
  }
  return values;
}

/**
 * Turns form values into a request body with the same domain schema the server uses:
 * text trimmed, blank optional numbers null, lines split into lists, unknown keys dropped.
 */
export function formValuesToBody<S extends AnyObjectSchema>(
  schema: S,
  values: object,
): InferType<S> {
  return schema.validateSync(values, { stripUnknown: true, abortEarly: false }) as InferType<S>;
}
