import type { TSchema } from '@sinclair/typebox';
import { AppError } from '../errors.js';
import { compileBodyValidator, toFieldErrors } from '../http/validation.js';

/** Checks command input against the same schema (and validator) the HTTP API applies to the body. */
export function checkInput<T>(schema: TSchema, value: T): T {
  const validate = compileBodyValidator(schema);
  if (!validate(value)) {
    throw new AppError('VALIDATION', 'Validation failed', {
      fieldErrors: toFieldErrors(validate.errors ?? []),
    });
  }
  return value;
}

/** `a, b,,c` → `['a', 'b', 'c']`. */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
