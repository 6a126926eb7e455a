import type { ErrorObject } from 'ajv';

/**
 * PostgreSQL cannot store U+0000 in text (`invalid byte sequence for encoding "UTF8": 0x00`)
 * while SQLite can, so NUL is refused in every string of a request, on both engines alike.
 * The other C0 controls and DEL are terminal escapes and invisible junk in names and ids, so
 * they go too; tab, line feed and carriage return stay, as descriptions and messages are
 * multi-line text.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/g;

/**
 * Free-form objects (tournament rules, webhook test data) are stored and sent as JSON text, and
 * JSON.stringify recurses: a body of nested brackets would overflow the stack. No field of the
 * API nests anywhere near this deep.
 */
const MAX_DEPTH = 32;

const CONTROL_MESSAGE =
  'must not contain control characters (U+0000 to U+001F other than tab and line breaks, or U+007F)';
const DEPTH_MESSAGE = `must not nest objects or arrays more than ${MAX_DEPTH} levels deep`;

/** Shows a field name that holds control characters with them escaped, as `\u0000`. */
const escapeControls = (key: string) =>
  key.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const pathOf = (parentPath: string, key: string | undefined) =>
  key === undefined ? parentPath : `${parentPath}/${escapeControls(key)}`;

const guardError = (instancePath: string, message: string): ErrorObject => ({
  keyword: 'inputGuard',
  instancePath,
  schemaPath: '#',
  params: {},
  message,
});

/**
 * What the schemas cannot say about `data` (a parsed body, query string or set of path
 * parameters): every string and field name holding a control character, and every value nested
 * deeper than MAX_DEPTH. The errors are shaped and located like ajv's own, so the error handler
 * names the field the same way. Walks with a stack, not recursion, for the same reason as the
 * depth limit.
 */
export function inputGuardErrors(data: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  // A value's path is written out only when it is needed (an error, or an object to walk): a
  // clean request, the usual one, writes none.
  const pending: [value: unknown, parentPath: string, key: string | undefined, depth: number][] = [
    [data, '', undefined, 0],
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, parentPath, key, depth] = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value))
        errors.push(guardError(pathOf(parentPath, key), CONTROL_MESSAGE));
    } else if (typeof value === 'object' && value !== null) {
      const instancePath = pathOf(parentPath, key);
      if (depth === MAX_DEPTH) {
        errors.push(guardError(instancePath, DEPTH_MESSAGE));
        continue;
      }
      // Reversed onto the stack, so fields are reported in the order they were sent.
      for (const [childKey, child] of Object.entries(value).reverse()) {
        if (CONTROL_CHARACTER.test(childKey))
          errors.push(guardError(pathOf(instancePath, childKey), CONTROL_MESSAGE));
        else pending.push([child, instancePath, childKey, depth + 1]);
      }
    }
  }
  return errors;
}
