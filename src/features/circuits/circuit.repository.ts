import type { Executor } from '../../db/database.js';
import type { PageRequest } from '../../http/pagination.js';
import { pageOffset } from '../../http/pagination.js';
import type { CircuitTable } from './circuit.table.js';

export const findCircuit = (db: Executor, tenantId: string, circuitId: string) =>
  db
    .selectFrom('circuits')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', circuitId)
    .executeTakeFirst();

export const findByShareSlug = (db: Executor, shareSlug: string) =>
  db.selectFrom('circuits').selectAll().where('shareSlug', '=', shareSlug).executeTakeFirst();

export async function insertCircuit(db: Executor, row: CircuitTable) {
  await db.insertInto('circuits').values(row).execute();
}

export async function updateCircuit(
  db: Executor,
  tenantId: string,
  circuitId: string,
  changes: Partial<Omit<CircuitTable, 'id' | 'tenantId'>>,
) {
  await db
    .updateTable('circuits')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', circuitId)
    .execute();
}

/** Removes the circuit and its member list (the foreign key cascades); the tournaments stay. */
export async function deleteCircuit(db: Executor, tenantId: string, circuitId: string) {
  const result = await db
    .deleteFrom('circuits')
    .where('tenantId', '=', tenantId)
    .where('id', '=', circuitId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listCircuits(db: Executor, tenantId: string, page: PageRequest) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('circuits as c')
      .selectAll('c')
      .select((eb) =>
        eb
          .selectFrom('circuit_tournaments as m')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('m.circuitId', '=', 'c.id')
          .as('tournamentCount'),
      )
      .where('c.tenantId', '=', tenantId)
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.id')
      .limit(page.pageSize)
      .offset(pageOffset(page))
      .execute(),
    db
      .selectFrom('circuits')
      .select((e) => e.fn.countAll<number>().as('n'))
      .where('tenantId', '=', tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const memberIds = async (db: Executor, tenantId: string, circuitId: string) =>
  (
    await db
      .selectFrom('circuit_tournaments')
      .select('tournamentId')
      .where('tenantId', '=', tenantId)
      .where('circuitId', '=', circuitId)
      .execute()
  ).map((r) => r.tournamentId);

/** Adds members; those already in the circuit are left as they are. */
export async function addMembers(
  db: Executor,
  tenantId: string,
  circuitId: string,
  tournamentIds: readonly string[],
  addedAt: string,
) {
  // Guard against running an invalid insert when the list is empty.
  if (tournamentIds.length === 0) return;
  await db
    .insertInto('circuit_tournaments')
    .values(tournamentIds.map((tournamentId) => ({ circuitId, tournamentId, tenantId, addedAt })))
    .onConflict((oc) => oc.columns(['circuitId', 'tournamentId']).doNothing())
    .execute();
}

export async function removeMember(
  db: Executor,
  tenantId: string,
  circuitId: string,
  tournamentId: string,
) {
  const result = await db
    .deleteFrom('circuit_tournaments')
    .where('tenantId', '=', tenantId)
    .where('circuitId', '=', circuitId)
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The circuits a tournament belongs to: those its completion moves. */
export const circuitsOfTournament = (db: Executor, tenantId: string, tournamentId: string) =>
  db
    .selectFrom('circuit_tournaments as m')
    .innerJoin('circuits as c', 'c.id', 'm.circuitId')
    .select(['c.id', 'c.name'])
    .where('m.tenantId', '=', tenantId)
    .where('m.tournamentId', '=', tournamentId)
    .execute();
