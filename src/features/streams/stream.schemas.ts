import { Type } from '@sinclair/typebox';
import { EXAMPLE_ID } from '../../http/examples.js';
import { ErrorBody, Uuid } from '../../http/schemas.js';

export const StreamParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
});

export const PublicStreamParams = Type.Object({
  shareSlug: Type.String({
    minLength: 1,
    maxLength: 64,
    description: "The public page's share slug",
    examples: ['Xq3vT9kLm2Pa7RwZ'],
  }),
});

const LAST_EVENT_ID =
  'Resume after this event: the `id` of the last message received. The `Last-Event-ID` header, which browsers send on reconnection, wins over it';

export const StreamQuery = Type.Object({
  lastEventId: Type.Optional(Type.String({ maxLength: 200, description: LAST_EVENT_ID })),
});

export const StreamHeaders = Type.Object({
  'last-event-id': Type.Optional(Type.String({ maxLength: 200, description: LAST_EVENT_ID })),
});

/** The 200 of a stream: `text/event-stream`, described in words (it is not JSON). */
export const eventStreamResponse = (description: string) => ({
  description,
  content: {
    'text/event-stream': {
      schema: Type.String({
        example:
          'retry: 3000\n\nid: 0b8e7c52-4f1d-4a39-9e26-7d5c1b3a8f40\nevent: match.updated\ndata: {"matchId":"…","matchStatus":3,…}\n\n: ping\n\n',
      }),
    },
  },
});

export const TooManyStreams = {
  ...ErrorBody,
  description:
    'The server holds as many streams as it serves (`error.reason` `TOO_MANY_STREAMS`); retry after `Retry-After` seconds. Sent before any event-stream byte',
};
