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

const MESSAGE =
  'must not contain control characters (U+0000 to U+001F other than tab and line breaks, or U+007F)';

/** Shows a field name that holds control characters with them escaped, as `\u0000`. */
const escapeControls = (key: string) =>
  key.replace(CONTROL_CHARACTERS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const controlCharacterError = (instancePath: string): ErrorObject => ({
  keyword: 'controlCharacters',
  instancePath,
  schemaPath: '#',
  params: {},
  message: MESSAGE,
});

/**
 * Every string value and every field name of `data` (a parsed body, query string or set of path
 * parameters) that holds a control character, as ajv-shaped errors located like ajv's own, so
 * the error handler names the field the same way. Walks with a stack, not recursion: a 1 MiB
 * body can nest deeper than the call stack goes.
 */
export function controlCharacterErrors(data: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const pending: [value: unknown, instancePath: string][] = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, instancePath] = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) errors.push(controlCharacterError(instancePath));
    } else if (typeof value === 'object' && value !== null) {
      // Reversed onto the stack, so fields are reported in the order they were sent.
      for (const [key, child] of Object.entries(value).reverse()) {
        const path = `${instancePath}/${escapeControls(key)}`;
        if (CONTROL_CHARACTER.test(key)) errors.push(controlCharacterError(path));
        else pending.push([child, path]);
      }
    }
  }
  return errors;
}
