import { Type } from '@sinclair/typebox';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { describe, expect, it } from 'vitest';
import { withTypeLists } from '../../src/http/serialization.js';
import { Nullable, Uuid } from '../../src/http/schemas.js';

const Link = { $id: 'Link', ...Type.Object({ matchId: Uuid(), slot: Type.Integer() }) };
const shared = { Link };
const Line = Type.Object({
  id: Uuid(),
  note: Nullable(Type.String()),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  score: Nullable(Type.Integer()),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  next: Nullable(Type.Unsafe({ $ref: 'Link' })),
  extra: Nullable(Type.Object({ label: Type.String() })),
  tags: Nullable(Type.Array(Type.String())),
  either: Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Integer() })]),
});

/** A serializer as Fastify compiles one for a response, with `components` to refer to. */
const compile = (schema: unknown, components: Record<string, unknown>) =>
  SerializerSelector()(components, {})({
    schema: schema as object,
    method: 'GET',
    url: '/',
    httpStatus: '200',
  }) as (value: unknown) => string;

const unionsIn = (schema: unknown): string[] =>
  typeof schema !== 'object' || schema === null
    ? []
    : Object.entries(schema).flatMap(([key, value]) =>
        key === 'anyOf' || key === 'oneOf' ? [key] : unionsIn(value),
      );

describe('withTypeLists', () => {
  const values = [
    {
      id: '5a9b2f0e-7d3c-4c1b-9a55-0f3e2d1c4b6a',
      note: 'a "quoted" note',
      finishedAt: '2026-11-26T06:00:00.000Z',
      score: 3,
      side: 'home',
      next: { matchId: '0b1c2d3e-4f50-4612-8734-95a6b7c8d9e0', slot: 2, leaked: 'no' },
      extra: { label: 'x' },
      tags: ['a', 'b'],
      either: { b: 1 },
    },
    {
      id: '5a9b2f0e-7d3c-4c1b-9a55-0f3e2d1c4b6a',
      note: null,
      finishedAt: null,
      score: null,
      side: 'away',
      next: null,
      extra: null,
      tags: null,
      either: { a: 'y' },
    },
  ];

  it('serializes every value exactly as the unions did', () => {
    const asUnions = compile(Line, shared);
    const asTypeLists = compile(
      withTypeLists(Line, shared),
      withTypeLists(shared, shared) as Record<string, unknown>,
    );
    for (const value of values) {
      expect(asTypeLists(value)).toBe(asUnions(value));
      expect(JSON.parse(asTypeLists(value)).next?.leaked).toBeUndefined();
    }
  });

  it('leaves only the unions whose options a type cannot tell apart', () => {
    expect(unionsIn(withTypeLists(Line, shared))).toEqual(['anyOf']);
    expect(withTypeLists(Line, shared)).toMatchObject({
      properties: {
        note: { type: ['string', 'null'] },
        finishedAt: { type: ['string', 'null'], format: 'date-time' },
        side: { type: 'string' },
        next: { type: ['object', 'null'], properties: { slot: { type: 'integer' } } },
        either: { anyOf: [{ type: 'object' }, { type: 'object' }] },
      },
    });
  });
});
