import type { TestApp } from './test-app.js';

/** The payloads of one kind of event written for the test tenant, oldest first. */
export async function outboxPayloads(t: TestApp, name: string): Promise<any[]> {
  const rows = await t.database.db
    .selectFrom('outbox_events')
    .select(['payload'])
    .where('tenantId', '=', t.tenant.tenantId)
    .where('event', '=', name)
    .orderBy('createdAt')
    .execute();
  return rows.map((r) => JSON.parse(r.payload));
}
