import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
import { nowIso } from '../../db/dialect.js';
import { invalidField, notFound } from '../../errors.js';
import { pageInfo, type PageRequest } from '../../http/pagination.js';
import { TOURNAMENT_STATUS, tournamentSummaries } from '../tournaments/index.js';
import { announceCircuit } from './circuit-events.js';
import { checkPointsTable, checkStagePoints, rulesOf } from './circuit-rules.js';
import * as repo from './circuit.repository.js';
import type { CircuitInput, CircuitView } from './circuit.schemas.js';
import type { CircuitTable } from './circuit.table.js';

type Summary = Awaited<ReturnType<typeof tournamentSummaries>>[number];

/** A member tournament as the circuit's reads show it. */
export const memberView = (t: Summary) => ({
  tournamentId: t.id,
  tournamentName: t.name,
  status: t.status,
  startTime: t.startTime,
  counted: t.status === TOURNAMENT_STATUS.COMPLETED,
});

function circuitFields(row: CircuitTable) {
  const rules = rulesOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pointsTable: rules.pointsTable,
    stagePoints: rules.stagePoints,
    bestResults: row.bestResults,
    minEvents: row.minEvents,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The member tournaments by start time; drafts only for readers who see drafts. */
export async function membersOf(
  db: Executor,
  tenantId: string,
  circuitId: string,
  { includeDrafts }: { includeDrafts: boolean },
) {
  const summaries = await tournamentSummaries(
    db,
    tenantId,
    await repo.memberIds(db, tenantId, circuitId),
  );
  return summaries.filter((t) => includeDrafts || t.status !== TOURNAMENT_STATUS.DRAFT);
}

export async function requireCircuit(db: Executor, tenantId: string, circuitId: string) {
  const row = await repo.findCircuit(db, tenantId, circuitId);
  if (!row) throw notFound('Circuit');
  return row;
}

export async function getCircuit(
  db: Executor,
  tenantId: string,
  circuitId: string,
  options: { includeDrafts: boolean },
): Promise<CircuitView> {
  const row = await requireCircuit(db, tenantId, circuitId);
  const members = await membersOf(db, tenantId, circuitId, options);
  return { ...circuitFields(row), tournaments: members.map(memberView) };
}

export async function listCircuits(db: Executor, tenantId: string, page: PageRequest) {
  const { rows, total } = await repo.listCircuits(db, tenantId, page);
  return {
    circuits: rows.map((row) => ({
      ...circuitFields(row),
      tournamentCount: Number(row.tournamentCount ?? 0),
      isPublic: row.isPublic === 1,
    })),
    ...pageInfo(page, total),
  };
}

/** The rule columns an input sets, checked; absent fields are left as they are. */
function ruleChanges(input: CircuitInput): Partial<CircuitTable> {
  const changes: Partial<CircuitTable> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.pointsTable !== undefined)
    changes.pointsTable = JSON.stringify(checkPointsTable(input.pointsTable));
  if (input.stagePoints !== undefined)
    changes.stagePoints = JSON.stringify(checkStagePoints(input.stagePoints));
  if (input.bestResults !== undefined) changes.bestResults = input.bestResults;
  if (input.minEvents !== undefined) changes.minEvents = input.minEvents;
  return changes;
}

/** Ids of the body's `tournamentIds` that name no tournament of the tenant are a 400 naming it. */
async function checkMembers(db: Executor, tenantId: string, ids: readonly string[]) {
  const found = new Set((await tournamentSummaries(db, tenantId, ids)).map((t) => t.id));
  ids.forEach((id, i) => {
    if (!found.has(id))
      throw invalidField(`tournamentIds[${i}]`, 'names no tournament of this tenant');
  });
}

export async function createCircuit(db: Db, tenantId: string, input: CircuitInput) {
  const now = nowIso();
  const id = randomUUID();
  const row: CircuitTable = {
    id,
    tenantId,
    name: input.name ?? '',
    description: null,
    pointsTable: '[]',
    stagePoints: '[]',
    bestResults: null,
    minEvents: 1,
    isPublic: 0,
    shareSlug: null,
    createdAt: now,
    updatedAt: now,
    ...ruleChanges(input),
  };
  const tournamentIds = input.tournamentIds ?? [];
  await db.transaction().execute(async (trx) => {
    await checkMembers(trx, tenantId, tournamentIds);
    await repo.insertCircuit(trx, row);
    await repo.addMembers(trx, tenantId, id, tournamentIds, now);
  });
  return getCircuit(db, tenantId, id, { includeDrafts: true });
}

export async function updateCircuit(
  db: Db,
  tenantId: string,
  circuitId: string,
  input: CircuitInput,
) {
  const changes = ruleChanges(input);
  await db.transaction().execute(async (trx) => {
    const row = await requireCircuit(trx, tenantId, circuitId);
    await repo.updateCircuit(trx, tenantId, circuitId, { ...changes, updatedAt: nowIso() });
    await announceCircuit(
      trx,
      tenantId,
      { id: row.id, name: changes.name ?? row.name },
      'rules_changed',
      null,
    );
  });
  return getCircuit(db, tenantId, circuitId, { includeDrafts: true });
}

export async function deleteCircuit(db: Db, tenantId: string, circuitId: string) {
  if (!(await repo.deleteCircuit(db, tenantId, circuitId))) throw notFound('Circuit');
}

/** Adds a tournament of the tenant (another tenant's is a 404, like a missing one). */
export async function addTournament(
  db: Db,
  tenantId: string,
  circuitId: string,
  tournamentId: string,
) {
  await db.transaction().execute(async (trx) => {
    const row = await requireCircuit(trx, tenantId, circuitId);
    const [tournament] = await tournamentSummaries(trx, tenantId, [tournamentId]);
    if (!tournament) throw notFound('Tournament');
    await repo.addMembers(trx, tenantId, circuitId, [tournamentId], nowIso());
    await announceCircuit(trx, tenantId, row, 'members_changed', tournamentId);
  });
  return getCircuit(db, tenantId, circuitId, { includeDrafts: true });
}

export async function removeTournament(
  db: Db,
  tenantId: string,
  circuitId: string,
  tournamentId: string,
) {
  await db.transaction().execute(async (trx) => {
    const row = await requireCircuit(trx, tenantId, circuitId);
    if (!(await repo.removeMember(trx, tenantId, circuitId, tournamentId)))
      throw notFound('Tournament');
    await announceCircuit(trx, tenantId, row, 'members_changed', tournamentId);
  });
  return getCircuit(db, tenantId, circuitId, { includeDrafts: true });
}
