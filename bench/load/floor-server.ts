/**
 * The floor of a request: the API server's statements behind bare Fastify routes (no hook, no
 * validation, no schema, `JSON.stringify`), on a database handle made as the server makes it
 * (`createDb`: its pragmas, statement cache and checkpoints). Mode `nothing` answers the upsert
 * without its statement: Fastify and Node's HTTP alone; `upsert` runs the user upsert
 * (`upsertUser`, one prepared statement); `reads` answers a list page with its rows and count
 * (`listTournamentViews`, `countTournaments`), a duel matches page as the match service reads
 * it (`listDuelMatches`), and my-tournaments, a tournament detail, duel standings, FFA assigned
 * details and a team detail with the service functions the API routes call. What the API
 * server spends beyond these is its own code (`floor.ts`).
 * `floor-server.ts <port> <database path> <tenantId> <nothing|upsert|reads>`; stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { createDb } from '../../src/db/create-db.js';
import {
  getAssignedDetails,
  getDuelStandings,
  listDuelMatches,
} from '../../src/features/brackets/index.js';
import { getTeam } from '../../src/features/teams/team.service.js';
import { getTournament, myTournaments } from '../../src/features/tournaments/tournament.service.js';
import {
  countTournaments,
  listTournamentViews,
} from '../../src/features/tournaments/tournament-list.repository.js';
import type { ListFilter } from '../../src/features/tournaments/tournament.repository.js';
import { upsertUser } from '../../src/features/users/user.repository.js';

interface UpsertBody {
  externalId: string;
  displayName: string;
  email?: string;
}

const [port, path, tenantId, mode] = process.argv.slice(2) as [string, string, string, string];
const handle = createDb(`sqlite:${path}`);
const { db } = handle;

/** The row and changes the user service would pass for this body (the benchmark's names are unique). */
function upsert({ externalId, displayName, email }: UpsertBody) {
  const now = new Date().toISOString();
  return upsertUser(
    db,
    {
      id: randomUUID(),
      tenantId,
      externalId,
      username: displayName.replace(/\s+/g, '_'),
      displayName,
      email: email ?? null,
      phoneNumber: null,
      countryCode: null,
      image: null,
      coverImage: null,
      createdAt: now,
      updatedAt: now,
    },
    email === undefined ? { displayName, updatedAt: now } : { displayName, email, updatedAt: now },
  );
}

/** The envelope around `data`, with the trace id the benchmark matches answers by. */
function answer(request: FastifyRequest, reply: FastifyReply, message: string, data: unknown) {
  const traceparent = request.headers.traceparent;
  const traceId = /^00-([\da-f]{32})-/.exec(String(traceparent ?? ''))?.[1] ?? '';
  void reply.header('x-trace-id', traceId);
  return {
    success: true,
    message,
    data,
    meta: { traceId, elapsedMs: 0, serverTimestamp: new Date().toISOString() },
  };
}

type Query = Record<string, string | undefined>;
const pageOf = (query: Query) => ({
  pageNumber: Number(query.pageNumber ?? 1),
  pageSize: Number(query.pageSize ?? 20),
});

const app = Fastify();
app.post<{ Body: UpsertBody }>('/api/v1/external/users', async (request, reply) => {
  const user =
    mode === 'nothing' ? { id: randomUUID(), username: 'floor' } : await upsert(request.body);
  return answer(request, reply, 'User updated', {
    userId: user?.id ?? null,
    externalId: request.body.externalId,
    isNewUser: false,
    username: user?.username ?? null,
  });
});
app.get<{ Querystring: Query }>('/api/v1/tournaments', async (request, reply) => {
  const { query } = request;
  const { pageNumber, pageSize } = pageOf(query);
  const filter: ListFilter = {
    ...(query.status === undefined ? {} : { status: Number(query.status) }),
    ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
    ...(query.isFeatured === undefined ? {} : { isFeatured: query.isFeatured === 'true' }),
  };
  const page = { offset: (pageNumber - 1) * pageSize, limit: pageSize };
  const [tournaments, total] = await Promise.all([
    listTournamentViews(db, tenantId, filter, page),
    countTournaments(db, tenantId, filter),
  ]);
  return answer(request, reply, 'OK', { tournaments, pageNumber, pageSize, total });
});
app.get<{ Querystring: Query }>('/api/v1/matches/duel', async (request, reply) => {
  const { query } = request;
  const tournamentId = String(query.tournamentId);
  const page = await listDuelMatches(db, tenantId, {
    tournamentId,
    ...pageOf(query),
    ...(query.matchStatus === undefined ? {} : { matchStatus: Number(query.matchStatus) }),
  });
  return answer(request, reply, 'OK', { tournamentId, ...page });
});
/** A GET route answering, in the envelope, with what a service reads for its id and query. */
const serve = (path: string, read: (id: string, query: Query) => Promise<unknown>) =>
  app.get<{ Params: { id?: string }; Querystring: Query }>(path, async (request, reply) =>
    answer(request, reply, 'OK', await read(request.params.id ?? '', request.query)),
  );
serve('/api/v1/tournaments/my-tournaments', (_, query) =>
  myTournaments(handle, tenantId, String(query.externalUserId)),
);
serve('/api/v1/tournaments/:id', (id, query) => getTournament(handle, tenantId, id, query));
serve('/api/v1/tournaments/:id/duel/standings', (id, query) =>
  getDuelStandings(db, tenantId, id, query),
);
serve('/api/v1/tournaments/:id/ffa/assigned-details', (id, query) =>
  getAssignedDetails(db, tenantId, id, String(query.externalUserId)),
);
serve('/api/v1/teams/:id', (id) => getTeam(handle, tenantId, id));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await db.destroy();
    process.exit(0);
  });
});
