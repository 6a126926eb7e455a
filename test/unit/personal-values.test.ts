import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERASED_MARK, PersonalValues } from '../../src/features/erasure/personal-values.js';

const values = new PersonalValues([
  { value: 'Night Owl', replacement: 'Deleted player' },
  { value: 'night_owl', replacement: 'deleted-0123' },
  { value: 'owl@example.com', replacement: '' },
  { value: 'p-5150', replacement: '' },
  { value: 'Al', replacement: '' },
  { value: 'say "hi"\n', replacement: '' },
]);

describe('PersonalValues', () => {
  it('replaces whole strings by their replacement, names by the pseudonym', () => {
    expect(values.scrubString('Night Owl')).toBe('Deleted player');
    expect(values.scrubString('night_owl')).toBe('deleted-0123');
    expect(values.scrubString('owl@example.com')).toBe('');
    expect(values.scrubString('Al')).toBe('');
  });

  it('replaces values inside longer strings, except values too short to tell apart', () => {
    expect(values.scrubString('GG night_owl, see owl@example.com')).toBe(
      `GG deleted-0123, see ${ERASED_MARK}`,
    );
    expect(values.scrubString('Final')).toBe('Final');
  });

  it('rewrites JSON value by value, keys included, keeping its shape', () => {
    const json = JSON.stringify({
      member: { externalId: 'p-5150', username: 'night_owl', role: 2, image: null },
      list: ['Night Owl', 7, true],
      'owl@example.com': 'p-5150',
      quoted: 'say "hi"\n',
    });
    expect(JSON.parse(values.scrubJsonText(json))).toEqual({
      member: { externalId: '', username: 'deleted-0123', role: 2, image: null },
      list: ['Deleted player', 7, true],
      [ERASED_MARK]: '',
      quoted: '',
    });
  });

  it('leaves JSON without a value byte for byte as it was', () => {
    const json = '{"a":"x","b":[1,2.5,null],"c":{"d":"Final"}}';
    expect(values.scrubJsonText(json)).toBe(json);
  });

  it('scrubs text that is not JSON, a value escaped inside a JSON string included', () => {
    const excerpt = '{"data":{"note":"night_owl said \\"hi\\"\\n","x":"p-5150"},"trunc';
    const scrubbed = values.scrubPlainText(excerpt);
    expect(values.scrubJsonText(excerpt)).toBe(scrubbed);
    expect(scrubbed).not.toMatch(/night_owl|p-5150/);
  });

  it('searches for each value as written and as escaped in JSON', () => {
    expect(values.searchTerms()).toEqual(
      expect.arrayContaining(['night_owl', 'say "hi"\n', 'say \\"hi\\"\\n']),
    );
  });

  it('never leaves a value of four or more characters in any JSON it rewrites', () => {
    const secret = fc.string({ minLength: 4, maxLength: 12 }).filter((s) => s.trim() === s);
    fc.assert(
      fc.property(secret, fc.json(), (value, json) => {
        const scrubber = new PersonalValues([{ value, replacement: '' }]);
        const planted = JSON.stringify({
          planted: `x${value}y`,
          whole: value,
          rest: JSON.parse(json),
        });
        const scrubbed = scrubber.scrubJsonText(planted);
        expect(JSON.parse(scrubbed)).toHaveProperty('rest');
        expect(scrubbed.includes(JSON.stringify(value).slice(1, -1))).toBe(false);
      }),
    );
  });
});
