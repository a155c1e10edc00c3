import { parseWith } from '@umrah/domain/validation';
import type { AnySchema, InferType } from 'yup';
import { HttpError } from './errors';

/** Validates a request body with the domain schema the form uses: 400 with field errors when wrong. */
export function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
): InferType<S> {
  const result = parseWith(schema, body, context);
  if (!result.ok) throw new HttpError(400, result.message, result.errors);
  return result.value;
}
