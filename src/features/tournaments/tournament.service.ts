import { requireUser } from '../users/user.service.js';
import { loadBracketData } from '../brackets/bracket-data.service.js';
import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { pageInfo, pageOffset } from '../../http/pagination.js';
import * as registrations from './registration.repository.js';
import { ACTIVE_REGISTRATION } from './registration.schemas.js';
import * as repo from './tournament.repository.js';
import {
  TOURNAMENT_STATUS,
  type ListFilters,
  type TournamentDetailView,
} from './tournament.schemas.js';
import { toDetail, toListItem, type ViewerContext } from './tournament.view.js';

/** The viewer's registrations and game accounts for a page of tournaments: two queries, whatever the page size. */
async function viewerContext(
  db: Executor,
  tenantId: string,
  userId: string,
  rows: { tournamentId: string; gameId: string }[],
): Promise<ViewerContext> {
  const [joined, mappedGames] = await Promise.all([
    registrations.joinedTournamentIds(
      db,
      tenantId,
      userId,
      rows.map((r) => r.tournamentId),
    ),
    registrations.mappedGameIds(db, tenantId, userId, [...new Set(rows.map((r) => r.gameId))]),
  ]);
  return { joined, mappedGames };
}

async function viewerFor(
  db: Executor,
  tenantId: string,
  externalUserId: string | undefined,
  rows: { tournamentId: string; gameId: string }[],
) {
  if (externalUserId === undefined) return undefined;
  const user = await requireUser(db, tenantId, externalUserId);
  return viewerContext(db, tenantId, user.id, rows);
}

/**
 * The Tournament detail, drafts included (the organiser's writes answer with it). Once the
 * tournament has a round, `bracketData` is its bracket layout (JSON text of BracketData);
 * before that it is the organiser's own text.
 */
export async function loadDetail(
  db: Executor,
  tenantId: string,
  id: string,
  viewer?: ViewerContext,
): Promise<TournamentDetailView> {
  const row = await repo.findTournamentView(db, tenantId, id);
  if (!row) throw notFound('Tournament');
  const [counts, layout] = await Promise.all([
    registrations.countActiveByTournament(db, tenantId, [id]),
    loadBracketData(db, tenantId, id),
  ]);
  const bracketData = layout ? JSON.stringify(layout) : row.bracketData;
  return toDetail({ ...row, bracketData }, counts.get(id) ?? 0, viewer);
}

/** A tournament the integration API may see: drafts are a 404, like a missing one. */
export async function requireVisible(db: Executor, tenantId: string, id: string) {
  const tournament = await repo.findTournament(db, tenantId, id);
  if (!tournament || tournament.status === TOURNAMENT_STATUS.DRAFT) throw notFound('Tournament');
  return tournament;
}

export async function getTournament(
  { db }: DbHandle,
  tenantId: string,
  id: string,
  { externalUserId, includeDrafts }: { externalUserId?: string; includeDrafts?: boolean } = {},
) {
  const tournament = includeDrafts
    ? await repo.findTournament(db, tenantId, id)
    : await requireVisible(db, tenantId, id);
  if (!tournament) throw notFound('Tournament');
  const viewer = await viewerFor(db, tenantId, externalUserId, [
    { tournamentId: id, gameId: tournament.gameId },
  ]);
  return loadDetail(db, tenantId, id, viewer);
}

export async function listTournaments({ db }: DbHandle, tenantId: string, query: ListFilters) {
  const { gameId, status, isFeatured, search, includeDrafts, externalUserId } = query;
  const filter = { gameId, status, isFeatured, search, includeDrafts };
  const [rows, totalCount] = await Promise.all([
    repo.listTournamentViews(db, tenantId, filter, pageOffset(query), query.pageSize),
    repo.countTournaments(db, tenantId, filter),
  ]);
  const [counts, viewer] = await Promise.all([
    registrations.countActiveByTournament(
      db,
      tenantId,
      rows.map((r) => r.tournamentId),
    ),
    viewerFor(db, tenantId, externalUserId, rows),
  ]);
  const now = Date.now();
  const items = rows.map((r) => toListItem(r, counts.get(r.tournamentId) ?? 0, viewer, now));
  return { items, ...pageInfo(query, totalCount) };
}

export async function myTournaments({ db }: DbHandle, tenantId: string, externalUserId: string) {
  const user = await requireUser(db, tenantId, externalUserId);
  const rows = await repo.listJoinedTournamentViews(db, tenantId, user.id, ACTIVE_REGISTRATION);
  const [counts, viewer] = await Promise.all([
    registrations.countActiveByTournament(
      db,
      tenantId,
      rows.map((r) => r.tournamentId),
    ),
    viewerContext(db, tenantId, user.id, rows),
  ]);
  const now = Date.now();
  return rows.map((r) => toListItem(r, counts.get(r.tournamentId) ?? 0, viewer, now));
}

type JsonField = 'pointsSystem' | 'prizeDistribution' | 'rules';

/** One of the embedded JSON strings, as `{tournamentId, <field>}`. */
export async function getJsonField<F extends JsonField>(
  { db }: DbHandle,
  tenantId: string,
  id: string,
  field: F,
) {
  const tournament = await requireVisible(db, tenantId, id);
  return { tournamentId: id, [field]: tournament[field] } as { tournamentId: string } & Record<
    F,
    string
  >;
}
