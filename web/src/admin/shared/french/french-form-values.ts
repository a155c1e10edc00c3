/**
 * The French version (`fr`) of a package, blog post or gallery item as form values:
 * one group of text fields, lists edited as one item per line like their English fields.
 */
import { listToLines } from '@umrah/domain/model/text';
import type { FormGroup } from '../form-values';

/** The stored `fr` object (or null/missing) as the form's group: blanks for what is missing. */
export function frenchFormValues<G extends FormGroup>(stored: unknown, empty: G): G {
  const out: FormGroup = { ...empty };
  if (typeof stored !== 'object' || stored === null) return out as G;
  const source = stored as Record<string, unknown>;
  for (const key of Object.keys(empty)) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value)) out[key] = listToLines(value.map(String));
  }
  return out as G;
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The `fr` of a request body: null when nothing is filled in French (no French version), else
 * the values as typed (the domain schema trims them and splits the lists' lines).
 */
export function frenchOrNull<T extends Record<string, unknown>>(fr: T): T | null {
  return Object.values(fr).every(isBlank) ? null : fr;
}
