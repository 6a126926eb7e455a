import type { Db, Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { notFound } from '../../errors.js';
import { newShareSlug } from '../tournaments/index.js';
import { computeStandings } from './circuit-standings.service.js';
import * as repo from './circuit.repository.js';
import type { CircuitPublicationView, PublicCircuitPageView } from './circuit.schemas.js';
import { memberView, requireCircuit } from './circuit.service.js';
import type { CircuitTable } from './circuit.table.js';
import { rulesOf } from './circuit-rules.js';

const circuitPageUrlOf = (origin: string, shareSlug: string) => `${origin}/c/${shareSlug}`;

function toPublication(row: CircuitTable, origin: string): CircuitPublicationView {
  const slug = row.shareSlug;
  const url = slug === null ? null : circuitPageUrlOf(origin, slug);
  return {
    isPublic: row.isPublic === 1,
    shareSlug: slug,
    pageUrl: url,
    embedSnippets:
      url === null
        ? null
        : {
            iframe: `<iframe src="${url}?embed=1" title="Circuit standings" width="100%" height="640" style="border:0" loading="lazy"></iframe>`,
            script: `<script src="${origin}/embed.js" async></script>\n<tourney-bracket slug="${slug}" kind="circuit"></tourney-bracket>`,
          },
  };
}

export async function getPublication(db: Executor, tenantId: string, id: string, origin: string) {
  return toPublication(await requireCircuit(db, tenantId, id), origin);
}

/** Writes a publication change; a new slug that collides (96 random bits) is drawn once more. */
async function writePublication(
  db: Db,
  tenantId: string,
  id: string,
  change: (row: CircuitTable) => Partial<CircuitTable>,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const row = await requireCircuit(trx, tenantId, id);
        const changes = { ...change(row), updatedAt: nowIso() };
        await repo.updateCircuit(trx, tenantId, id, changes);
        return { ...row, ...changes };
      });
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Publishes or hides the page; the first publish draws the slug, later ones keep it. */
export async function setPublication(
  db: Db,
  tenantId: string,
  id: string,
  isPublic: boolean,
  origin: string,
) {
  const row = await writePublication(db, tenantId, id, (current) => ({
    isPublic: isPublic ? 1 : 0,
    ...(isPublic && !current.shareSlug ? { shareSlug: newShareSlug() } : {}),
  }));
  return toPublication(row, origin);
}

export async function regenerateShareSlug(db: Db, tenantId: string, id: string, origin: string) {
  return toPublication(
    await writePublication(db, tenantId, id, () => ({ shareSlug: newShareSlug() })),
    origin,
  );
}

/** The published circuit of a slug; unknown and unpublished answer alike (undefined). */
export async function findPublishedCircuit(db: Executor, shareSlug: string) {
  const row = await repo.findByShareSlug(db, shareSlug);
  if (!row || row.isPublic !== 1) return undefined;
  return { tenantId: row.tenantId, circuitId: row.id };
}

export async function requirePublishedCircuit(db: Executor, shareSlug: string) {
  const found = await findPublishedCircuit(db, shareSlug);
  if (!found) throw notFound('Circuit');
  return found;
}

/** What the public page shows: the circuit's card and rules, its tournaments, its standings. */
export async function loadPublicCircuit(
  db: Executor,
  shareSlug: string,
  { tenantId, circuitId }: { tenantId: string; circuitId: string },
): Promise<PublicCircuitPageView> {
  const row = await requireCircuit(db, tenantId, circuitId);
  const { members, standings } = await computeStandings(db, tenantId, row);
  const rules = rulesOf(row);
  return {
    circuit: {
      shareSlug,
      name: row.name,
      description: row.description,
      pointsTable: rules.pointsTable,
      stagePoints: rules.stagePoints,
      bestResults: row.bestResults,
      minEvents: row.minEvents,
    },
    tournaments: members.map(memberView),
    standings,
  };
}

/** A published circuit's stream: its events carry the circuit's id where a tournament's would be. */
export async function circuitStreamTarget(db: Executor, shareSlug: string) {
  const found = await findPublishedCircuit(db, shareSlug);
  return found && { tenantId: found.tenantId, tournamentId: found.circuitId };
}
