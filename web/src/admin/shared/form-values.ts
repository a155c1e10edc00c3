import { listToLines } from '@umrah/domain/model/text';
import type { AnyObjectSchema, InferType } from 'yup';

/**
 * What a form field holds: text, a number typed in a number field (or '' when blank), a switch;
 * or a group of fields (a package's hotel stay) or a list of groups (its itinerary days).
 */
export type FormValue = string | number | boolean | FormGroup | FormGroup[];
export interface FormGroup {
  [key: string]: string | number | boolean;
}

const isGroup = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored group over the empty form's group: its fields only, null/missing as the empty one. */
function groupValues(stored: Record<string, unknown>, empty: FormGroup): FormGroup {
  const out = { ...empty };
  for (const key of Object.keys(empty)) {
    const v = stored[key];
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[key] = v;
  }
  return out;
}

/**
 * Prefills an edit form from a stored item: only the form's own fields (so never id or
 * createdAt), null/missing as '' (or the empty form's value), lists as one item per line. A
 * group (the empty form holds an object) takes the stored object's fields; a list of groups (the
 * empty form holds an array) is copied.
 */
export function itemToFormValues<V extends Record<string, FormValue>>(item: object, empty: V): V {
  const values = { ...empty };
  const source = item as Partial<Record<keyof V, unknown>>;
  for (const key of Object.keys(empty) as (keyof V)[]) {
    const stored = source[key];
    const blank = empty[key];
    if (Array.isArray(blank) && Array.isArray(stored))
      values[key] = stored.filter(isGroup).map((g) => ({ ...(g as FormGroup) })) as V[keyof V];
    else if (isGroup(blank)) {
      if (isGroup(stored)) values[key] = groupValues(stored, blank) as V[keyof V];
    } else if (Array.isArray(stored)) values[key] = listToLines(stored as string[]) as V[keyof V];
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
