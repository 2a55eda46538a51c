import { ValidationError, type AnyObject, type ObjectSchema } from "yup";

/**
 * The first message of each failing field of a yup validation, by field path; a
 * message without a path (a test of the whole object) goes under `rootKey`. Anything
 * but a ValidationError is rethrown.
 */
export function validationMessages(error: unknown, rootKey: string): Record<string, string> {
  if (!(error instanceof ValidationError)) throw error;
  const messages: Record<string, string> = {};
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    messages[inner.path || rootKey] ??= inner.errors[0] ?? inner.message;
  }
  return messages;
}

/**
 * The field messages of `schema` for `values` (every failing field, its first
 * message), or null when they are valid: what a form shows before it posts.
 */
export async function fieldErrors(
  schema: ObjectSchema<AnyObject>,
  values: Record<string, unknown>,
  rootKey = "form",
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    return validationMessages(error, rootKey);
  }
}
