import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { tenantOf } from '../../http/auth.js';
import { tournamentExists } from '../tournaments/index.js';
import {
  eventStreamResponse,
  PublicStreamParams,
  StreamHeaders,
  StreamParams,
  StreamQuery,
  TooManyStreams,
} from './stream.schemas.js';
import type { EventStreams, StreamTarget } from './stream.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    eventStreams: EventStreams;
  }
}

const API_STREAM_DESCRIPTION = `Server-Sent Events: every event of the tournament as it happens, in commit order, from the server's outbox (the events webhooks deliver, registration ones included; team events concern no tournament and are not sent).

Each message is \`id: <eventId>\` (the webhook's \`eventId\`), \`event: <name>\` (\`tournament.updated\`, \`match.updated\`, \`standings.updated\`, \`registration.created\`, …) and \`data: <JSON>\`, the same JSON as the webhook body's \`data\`, on one line. The stream starts with \`retry: 3000\` and sends a \`: ping\` comment every 15 s while idle.

Resume with the \`Last-Event-ID\` header (or \`lastEventId\`): the events after it follow, in order, each once. An id the server does not know (or one more than 500 events behind) gets \`event: reset\` (\`data: {"reason": "UNKNOWN_EVENT_ID" | "TOO_FAR_BEHIND"}\`, with the id of the latest event when there is one): refetch the state, then apply the live events that follow. Without an id the stream starts with the events from now on. A draft's stream is for the \`manage\` scope and staff sessions only.`;

/** Opens the stream and hands its body to Fastify, which sends it as it is written. */
async function sendStream(
  streams: EventStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  target: StreamTarget,
) {
  const header = request.headers['last-event-id'];
  const { lastEventId: inQuery } = request.query as { lastEventId?: string };
  const lastEventId = (typeof header === 'string' ? header : undefined) ?? inQuery;
  const body = await streams.openStream(target, lastEventId, () => reply.raw.writableLength);
  // The heartbeat keeps the connection busy: no idle timeout applies to a stream.
  const socket = request.raw.socket as { setTimeout?: (ms: number) => void } | undefined;
  socket?.setTimeout?.(0);
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('x-accel-buffering', 'no')
    .send(body.stream);
}

/** `GET /api/v1/tournaments/{tournamentId}/stream`, for API keys and console sessions. */
export const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps.database;
  app.get(
    '/tournaments/:tournamentId/stream',
    {
      config: { access: 'read' },
      schema: {
        operationId: 'streamTournamentEvents',
        tags: ['streams'],
        summary: "Follow a tournament's events live (Server-Sent Events)",
        description: API_STREAM_DESCRIPTION,
        params: StreamParams,
        querystring: StreamQuery,
        headers: StreamHeaders,
        response: {
          200: eventStreamResponse('An endless `text/event-stream`; see the description'),
          503: TooManyStreams,
        },
      },
    },
    async (req, reply) => {
      const tenantId = tenantOf(req);
      const { tournamentId } = req.params;
      const principal = req.principal!;
      const includeDrafts = principal.via === 'session' || principal.scopes.includes('manage');
      if (!(await tournamentExists(db, tenantId, tournamentId, { includeDrafts })))
        throw notFound('Tournament');
      return sendStream(app.eventStreams, req, reply, { tenantId, tournamentId });
    },
  );
};

/** How a share slug names its tournament: only a published tournament's slug does. */
export type PublishedTournamentResolver = (
  db: Db,
  shareSlug: string,
) => Promise<{ tenantId: string; tournamentId: string } | undefined>;

/**
 * `GET /t/{shareSlug}/stream`: the public page's stream, for a published tournament only. A
 * circuit's page (`page: 'c'`) follows the circuit's events the same way: its resolver names the
 * circuit's id where a tournament's would be.
 */
export const publicStreamRoutes =
  (findPublished: PublishedTournamentResolver, page: 't' | 'c' = 't'): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db } = app.deps.database;
    app.get(
      `/${page}/:shareSlug/stream`,
      {
        config: { access: 'public' },
        schema: {
          // Like the public page it feeds (outside /api/v1): documented in docs/public-pages.md.
          hide: true,
          operationId: page === 't' ? 'streamPublicTournamentEvents' : 'streamPublicCircuitEvents',
          tags: ['streams'],
          summary: "Follow a public tournament's results live (Server-Sent Events)",
          description:
            "The public page's stream, without credentials, for a published tournament (another slug is a 404). Like `streamTournamentEvents`, but only the events of the competition (`tournament.updated`, `match.*`, `standings.updated`, `stage.completed`), each reduced to public fields: ids, names, statuses, times, scores, standings and bracket places. Limited per client address as well.",
          security: [],
          params: PublicStreamParams,
          querystring: StreamQuery,
          headers: StreamHeaders,
          response: {
            200: eventStreamResponse('An endless `text/event-stream` of public events'),
            503: TooManyStreams,
          },
        },
      },
      async (req, reply) => {
        const found = await findPublished(db, req.params.shareSlug);
        if (!found) throw notFound(page === 't' ? 'Tournament' : 'Circuit');
        return sendStream(app.eventStreams, req, reply, { ...found, publicAddress: req.ip });
      },
    );
  };
