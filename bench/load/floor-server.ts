/**
 * The floor of a write: the API server's user upsert (`upsertUser`, its one prepared statement)
 * behind a bare Fastify route (no hook, no validation, no schema), on a database handle made as
 * the server makes it (`createDb`: its pragmas, statement cache and checkpoints). Mode `nothing`
 * answers without the statement: Fastify and Node's HTTP alone. What the API server spends
 * beyond the `statement` mode is its own code (`floor.ts`).
 * `floor-server.ts <port> <database path> <tenantId> <statement|nothing>`; stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { createDb } from '../../src/db/create-db.js';
import { upsertUser } from '../../src/features/users/user.repository.js';

interface UpsertBody {
  externalId: string;
  displayName: string;
  email?: string;
}

const [port, path, tenantId, mode] = process.argv.slice(2) as [string, string, string, string];
const { db } = createDb(`sqlite:${path}`);

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

const app = Fastify();
app.post<{ Body: UpsertBody }>('/api/v1/external/users', async (request, reply) => {
  const traceparent = request.headers.traceparent;
  const traceId = /^00-([\da-f]{32})-/.exec(String(traceparent ?? ''))?.[1] ?? '';
  const user =
    mode === 'nothing' ? { id: randomUUID(), username: 'floor' } : await upsert(request.body);
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
    await db.destroy();
    process.exit(0);
  });
});
