/**
 * The floor of a write: the statement the API server's user upsert sends, behind a bare Fastify
 * route (no hook, no validation, no schema), on a connection opened and checkpointed as the
 * server's. Mode `nothing` answers without the statement: Fastify and Node's HTTP alone. What
 * the API server spends beyond the `statement` mode is its own code (`floor.ts`).
 * `floor-server.ts <port> <database path> <tenantId> <statement|nothing>`; stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { openSqlite } from '../../src/db/create-db.js';
import { checkpointInBackground } from '../../src/db/sqlite-checkpointer.js';

interface UpsertBody {
  externalId: string;
  displayName: string;
  email?: string;
}

const [port, path, tenantId, mode] = process.argv.slice(2) as [string, string, string, string];
const sqlite = openSqlite(`sqlite:${path}`);
const checkpointer = checkpointInBackground(sqlite, path);

// As `upsertUser` has Kysely write it, for the two shapes the benchmark sends: a new user with
// a name and an e-mail, and an existing user's new name.
const insert =
  'insert into "users" ("id", "tenantId", "externalId", "username", "displayName", "email", "phoneNumber", "countryCode", "image", "coverImage", "createdAt", "updatedAt") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict ("tenantId", "externalId") do update set ';
const returning = ' returning "id", "externalId", "username"';
const withEmail = sqlite.prepare(
  `${insert}"displayName" = ?, "email" = ?, "updatedAt" = ? where ("users"."displayName" is distinct from "excluded"."displayName" or "users"."email" is distinct from "excluded"."email")${returning}`,
);
const nameOnly = sqlite.prepare(
  `${insert}"displayName" = ?, "updatedAt" = ? where ("users"."displayName" is distinct from "excluded"."displayName")${returning}`,
);

function upsert({ externalId, displayName, email }: UpsertBody) {
  const now = new Date().toISOString();
  const username = displayName.replace(/\s+/g, '_');
  const row = [randomUUID(), tenantId, externalId, username, displayName, email ?? null];
  const values = [...row, null, null, null, null, now, now];
  return (
    email === undefined
      ? nameOnly.get(...values, displayName, now)
      : withEmail.get(...values, displayName, email, now)
  ) as { id: string; username: string } | undefined;
}

const app = Fastify();
app.post<{ Body: UpsertBody }>('/api/v1/external/users', async (request, reply) => {
  const traceparent = request.headers.traceparent;
  const traceId = /^00-([\da-f]{32})-/.exec(String(traceparent ?? ''))?.[1] ?? '';
  const user = mode === 'nothing' ? { id: randomUUID(), username: 'floor' } : upsert(request.body);
  void reply.header('x-trace-id', traceId);
  return {
    success: true,
    message: 'User updated',
    data: {
      userId: user?.id ?? null,
      externalId: request.body.externalId,
      isNewUser: false,
      username: user?.username ?? null,
    },
    meta: { traceId, elapsedMs: 0, serverTimestamp: new Date().toISOString() },
  };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(async () => {
    await checkpointer.stop();
    sqlite.close();
    process.exit(0);
  });
});
