/**
 * Replacing an erased user's personal values in text that copied them: event payloads, webhook
 * bodies and logs, kept answers. Pure functions, no I/O (see erasure.service.ts for the tables).
 */

/** What an erased user's values become: names a stable pseudonym, everything else nothing. */
export interface PersonalValue {
  value: string;
  replacement: string;
}

// A value this short also occurs inside unrelated text ("Al" in "Final"); it is replaced only
// where it is the whole string.
const MIN_EMBEDDED_LENGTH = 4;
/** What a value found inside a longer string becomes when its own replacement is empty. */
export const ERASED_MARK = '[erased]';

export class PersonalValues {
  private readonly exact = new Map<string, string>();
  private readonly embedded: PersonalValue[];

  /** Values listed first win when two fields held the same text. */
  constructor(private readonly values: readonly PersonalValue[]) {
    const kept = values.filter(({ value }) => value !== '');
    for (const { value, replacement } of kept)
      if (!this.exact.has(value)) this.exact.set(value, replacement);
    this.embedded = [...this.exact]
      .filter(([value]) => value.length >= MIN_EMBEDDED_LENGTH)
      // The longest first: an email is replaced before the username inside it.
      .sort(([a], [b]) => b.length - a.length)
      .map(([value, replacement]) => ({ value, replacement: replacement || ERASED_MARK }));
  }

  /** These values and `more`, which give way to them. */
  with(more: readonly PersonalValue[]) {
    return new PersonalValues([...this.values, ...more]);
  }

  get isEmpty() {
    return this.exact.size === 0;
  }

  /** The texts a stored copy may hold them as: as written, and escaped inside a JSON string. */
  searchTerms(): string[] {
    const terms = new Set<string>();
    for (const value of this.exact.keys()) {
      terms.add(value);
      terms.add(JSON.stringify(value).slice(1, -1));
    }
    return [...terms];
  }

  /** `text` with every value replaced: the whole of it, or each occurrence inside it. */
  scrubString(text: string): string {
    const whole = this.exact.get(text);
    if (whole !== undefined) return whole;
    let result = text;
    for (const { value, replacement } of this.embedded) {
      if (result.includes(value)) result = result.split(value).join(replacement);
    }
    return result;
  }

  /** A JSON value with every string (keys included) scrubbed; other values as they were. */
  scrubJsonValue(value: unknown): unknown {
    if (typeof value === 'string') return this.scrubString(value);
    if (Array.isArray(value)) return value.map((item) => this.scrubJsonValue(item));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        // An emptied key would merge with any other emptied one.
        Object.entries(value).map(([key, item]) => [
          this.scrubString(key) || ERASED_MARK,
          this.scrubJsonValue(item),
        ]),
      );
    }
    return value;
  }

  /**
   * JSON text scrubbed value by value, so the result is still JSON of the same shape (a string
   * stays a string). Text that is not JSON (a truncated excerpt) is scrubbed as plain text, its
   * JSON-escaped forms of the values included.
   */
  scrubJsonText(text: string): string {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return this.scrubPlainText(text);
    }
    return JSON.stringify(this.scrubJsonValue(parsed));
  }

  /** Free text (a receiver's answer, an error message): each occurrence replaced. */
  scrubPlainText(text: string): string {
    let result = this.scrubString(text);
    for (const { value, replacement } of this.embedded) {
      const escaped = JSON.stringify(value).slice(1, -1);
      if (escaped !== value && result.includes(escaped)) {
        result = result.split(escaped).join(JSON.stringify(replacement).slice(1, -1));
      }
    }
    return result;
  }
}
