import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8Excerpt } from '../../../src/features/webhooks/delivery/utf8-excerpt.js';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('utf8Excerpt', () => {
  it('keeps short text whole', () => {
    expect(utf8Excerpt(bytes('hello'), 20)).toBe('hello');
  });

  it('never ends in half a character', () => {
    expect(utf8Excerpt(bytes('ééé'), 5)).toBe('éé');
    expect(utf8Excerpt(bytes('a🏆b'), 4)).toBe('a');
    expect(utf8Excerpt(bytes('a🏆b'), 5)).toBe('a🏆');
    expect(utf8Excerpt(bytes('€'), 2)).toBe('');
    expect(utf8Excerpt(bytes('abc'), 0)).toBe('');
  });

  it('keeps replacement characters for invalid bytes within the budget', () => {
    const invalid = Buffer.from([0x61, 0xff, 0xfe, 0x62]);
    const excerpt = utf8Excerpt(invalid, 4);
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(4);
    expect(excerpt.startsWith('a')).toBe(true);
  });

  it('is a prefix of the text and at most maxBytes long, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(64), (text, max) => {
        const excerpt = utf8Excerpt(bytes(text), max);
        expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(max);
        expect(text.startsWith(excerpt)).toBe(true);
        if (Buffer.byteLength(text) <= max) expect(excerpt).toBe(text);
      }),
    );
  });
});
