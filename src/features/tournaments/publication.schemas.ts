import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { Nullable } from '../../http/schemas.js';

/** The slug in examples; it names nothing on a real server. */
const EXAMPLE_SHARE_SLUG = 'q3Vx7pL0aZ9kR2mT';

export const ShareSlug = (description = 'The random slug of the public page') =>
  Type.String({
    minLength: 10,
    maxLength: 64,
    pattern: '^[A-Za-z0-9_-]+$',
    description,
    examples: [EXAMPLE_SHARE_SLUG],
  });

// A public page's path (`/t/{shareSlug}`, `/c/{shareSlug}`) takes any text up to the router's
// limit: a slug that cannot exist is as unknown as one that does not.
export const ShareSlugParams = Type.Object({
  shareSlug: Type.String({
    maxLength: 128,
    description: 'The slug of a published tournament',
    examples: [EXAMPLE_SHARE_SLUG],
  }),
});

export const PublicTournamentQuery = Type.Object({
  after: Type.Optional(
    Type.String({
      maxLength: 200,
      description:
        'The `id` of the last live event the page has seen (`/t/{shareSlug}/stream`). The answer is the same with or without it: it makes the URL new after each event, so that a CDN does not answer a refetch with the copy it kept from before the event, while every viewer of that event still asks for the same URL.',
      examples: ['0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40'],
    }),
  ),
});

const EmbedSnippetsSchema = Type.Object({
  iframe: Type.String({ description: 'An iframe of the page without its chrome (`?embed=1`)' }),
  script: Type.String({
    description:
      'The embed script and its `<tourney-bracket>` element, which sizes its frame to the bracket',
  }),
});
export const EmbedSnippets = Component('EmbedSnippets', EmbedSnippetsSchema);

const PublicationSchema = Type.Object({
  isPublic: Type.Boolean({ description: 'Whether the public page answers' }),
  shareSlug: Nullable(ShareSlug('Null until the tournament is first published')),
  pageUrl: Nullable(
    Type.String({
      format: 'uri',
      description: 'The share URL, `/t/{shareSlug}` on this server; null without a slug',
    }),
  ),
  embedSnippets: Nullable(EmbedSnippets),
});
export const Publication = Component('TournamentPublication', PublicationSchema);
export type PublicationView = Static<typeof Publication>;

const PublicationBodySchema = Type.Object(
  {
    isPublic: Type.Boolean({
      description:
        'true publishes (the first time, it creates the slug); false hides the page, which keeps its slug for a later publish',
    }),
  },
  { additionalProperties: false },
);
export const PublicationBody = Component('SetTournamentPublicationRequest', PublicationBodySchema, {
  isPublic: true,
});
