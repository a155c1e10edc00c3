import { parseWith, type FieldErrors } from '@umrah/domain/schemas/validation';
import { EN_VALIDATION, type ValidationMessages } from '@umrah/domain/model/validation-messages';
import type { AnySchema, InferType } from 'yup';
import { DomainError } from '@umrah/domain/model/errors';

/** What a field schema tells about itself (yup's `type`, and the item schema of a list). */
interface FieldSchema {
  type?: string;
  innerType?: FieldSchema;
  validateSync(value: unknown): unknown;
}

/** JSON value types each schema type accepts; strings stand for form text ('2', 'true'). */
const ACCEPTED: Record<string, readonly string[]> = {
  string: ['string'],
  number: ['number', 'string'],
  boolean: ['boolean', 'string'],
  array: ['array', 'string'],
};

const jsonType = (v: unknown) => (Array.isArray(v) ? 'array' : typeof v);

const typeMessages = new WeakMap<FieldSchema, string>();

/** The field's own type error message ('Title must be text'), found by giving it an object. */
function typeMessage(field: FieldSchema): string {
  let message = typeMessages.get(field);
  if (message === undefined) {
    message = 'Wrong type of value';
    try {
      field.validateSync({});
    } catch (err) {
      const first = (err as { errors?: unknown[] }).errors?.[0];
      if (typeof first === 'string') message = first;
    }
    typeMessages.set(field, message);
  }
  return message;
}

/**
 * The domain schemas cast form text ('2' -> 2) and, like yup, also numbers and booleans to text
 * (42 -> '42'). A JSON body has real types: a number or boolean for a text field, or a list or
 * object for a single value, is refused rather than turned into something else.
 */
function jsonTypeErrors(schema: AnySchema, body: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const fields = (schema as { fields?: Record<string, FieldSchema> }).fields;
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return errors;
  for (const [key, field] of Object.entries(fields)) {
    if (!Object.hasOwn(body, key)) continue;
    const value: unknown = (body as Record<string, unknown>)[key];
    const accepted = field.type ? ACCEPTED[field.type] : undefined;
    if (value === null || value === undefined || !accepted) continue;
    if (!accepted.includes(jsonType(value))) {
      errors[key] = typeMessage(field);
    } else if (
      Array.isArray(value) &&
      field.innerType?.type === 'string' &&
      value.some((item) => typeof item !== 'string')
    ) {
      errors[key] = typeMessage(field.innerType);
    }
  }
  return errors;
}

/**
 * Validates a request body with the domain schema the form uses: 400 with field errors when
 * wrong (`invalid_input`). `m` words the field messages the schema does not (a French form's
 * schema gives French ones already); the summary is worded in the request's error language.
 */
export function validateBody<S extends AnySchema>(
  schema: S,
  body: unknown,
  context?: Record<string, unknown>,
  m: ValidationMessages = EN_VALIDATION,
): InferType<S> {
  const result = parseWith(schema, body, context, m);
  const typeErrors = jsonTypeErrors(schema, body);
  if (Object.keys(typeErrors).length > 0) {
    const errors = { ...(result.ok ? {} : result.errors), ...typeErrors };
    throw new DomainError('invalid_input', {}, errors);
  }
  if (!result.ok) throw new DomainError('invalid_input', {}, result.errors);
  return result.value;
}
