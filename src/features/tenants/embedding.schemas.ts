import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';

const MAX_FRAME_ANCESTORS = 50;

const EmbeddingSettingsSchema = Type.Object(
  {
    frameAncestors: Type.Array(Type.String({ minLength: 1, maxLength: 300 }), {
      maxItems: MAX_FRAME_ANCESTORS,
      description:
        'Origins (scheme://host[:port], no path) whose pages may frame the public pages, e.g. https://example.com; `https://*.example.com` allows every subdomain. Empty: only this server may',
    }),
  },
  { additionalProperties: false },
);
export const EmbeddingSettings = Component('EmbeddingSettings', EmbeddingSettingsSchema, {
  frameAncestors: ['https://example.com', 'https://*.example.org'],
});
export type EmbeddingSettingsInput = Static<typeof EmbeddingSettings>;
