import { findUserByExternalId, requireUser } from '../users/index.js';
import { listedTournamentKeys, readKey, tournamentListReadKeys } from '../../db/read-versions.js';
import type { SharedReads } from '../../db/shared-reads.js';
import { computeMissingLayout } from './missing-layout.js';
import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { toBool } from '../../db/dialect.js';
import { notFound } from '../../errors.js';
import { pageInfo, pageOffset } from '../../http/pagination.js';
import * as repo from './tournament.repository.js';
import * as listRepo from './tournament-list.repository.js';
import {
  TOURNAMENT_STATUS,
  type ListFilters,
  type TournamentDetailView,
} from './tournament.schemas.js';
import { toDetail, toListItem, type ViewerFacts } from './tournament.view.js';

/** The id of the user `externalUserId` names (a 404 when unknown), or undefined without one. */
async function viewerId(db: Executor, tenantId: string, externalUserId: string | undefined) {
  if (externalUserId === undefined) return undefined;
  return (await requireUser(db, tenantId, externalUserId)).id;
}

/** `bracketData` as the detail shows it: the layout once the tournament has a round, else the organiser's text. */
async function bracketDataOf(db: Executor, tenantId: string, row: repo.TournamentDetailRow) {
  if (row.layoutStored !== null) return row.layout ?? row.bracketData;
  if (!toBool(row.hasRound)) return row.bracketData;
  return (await computeMissingLayout(db, tenantId, row.tournamentId)) ?? row.bracketData;
}

/**
 * The Tournament detail, drafts included (the organiser's writes answer with it), in one
 * statement once its layout is stored. Once the tournament has a round, `bracketData` is its
 * bracket layout (JSON text of BracketData); before that it is the organiser's own text.
 */
export async function loadDetail(
  db: Executor,
  tenantId: string,
  id: string,
  viewer?: string,
): Promise<TournamentDetailView> {
  const row = await repo.findTournamentView(db, tenantId, id, viewer);
  if (!row) throw notFound('Tournament');
  return toDetail(row, await bracketDataOf(db, tenantId, row));
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
  const viewer = await viewerId(db, tenantId, externalUserId);
  const row = await repo.findTournamentView(db, tenantId, id, viewer);
  // A draft is as unknown as a missing tournament, unless the organiser asks for drafts.
  if (!row || (row.status === TOURNAMENT_STATUS.DRAFT && !includeDrafts))
    throw notFound('Tournament');
  return toDetail(row, await bracketDataOf(db, tenantId, row));
}

/** Values list pages share across answers: the pages as everyone sees them, and each viewer's facts. */
export interface ListReads {
  pages: SharedReads;
  viewers: SharedReads;
}

/**
 * A list page as read: the page as everyone sees it, and the viewer's facts about its
 * tournaments when `externalUserId` asks for them. `listPageData` makes the page's lines.
 */
export interface ListPage {
  everyone: EveryonesPage;
  facts?: ReadonlyMap<string, ViewerFactRow>;
  query: ListFilters;
  /** The moment the page's time-dependent fields (registrationOpen, canJoin) are judged at. */
  now: number;
  /** Whether all of it came from values kept in memory, without a database read but versions. */
  fromMemory: boolean;
}

type ViewerFactRow = Awaited<ReturnType<typeof repo.viewerFacts>>[number];

/**
 * A list page. The page as everyone sees it comes from `shared.pages` while nothing it shows
 * has changed (every viewer of a page reads the same rows); a registration since re-reads only
 * its tournament's row. A viewer's own facts about those tournaments come from
 * `shared.viewers` while the viewer's teams, registrations and game ids and the tenant's
 * tournament rows stay as they were: another team's registration changes a listed count, not
 * what the viewer has joined.
 */
export async function listTournaments(
  handle: DbHandle,
  tenantId: string,
  query: ListFilters,
  shared: ListReads,
): Promise<ListPage> {
  const { page: everyone, fromMemory } = await everyonesPage(handle, tenantId, query, shared.pages);
  const now = Date.now();
  const { externalUserId } = query;
  if (externalUserId === undefined) return { everyone, query, now, fromMemory };
  const ids = everyone.rows.map((r) => r.tournamentId);
  let factsRead = false;
  const facts = await shared.viewers.read(
    handle.readVersions,
    `${tenantId} ${externalUserId} ${ids.join(' ')}`,
    {
      keys: [readKey.user(tenantId, externalUserId), readKey.tournaments(tenantId)],
      memberKeys: () => Promise.resolve([]),
      load: async () => {
        factsRead = true;
        const viewer = await requireUser(handle.db, tenantId, externalUserId);
        const rows = await repo.viewerFacts(handle.db, tenantId, viewer.id, ids);
        return new Map(rows.map((f) => [f.id, f]));
      },
    },
  );
  return { everyone, facts, query, now, fromMemory: fromMemory && !factsRead };
}

/** What the viewer of a list page has to do with one of its tournaments. */
export function seenBy(facts: ListPage['facts'], tournamentId: string): ViewerFacts | undefined {
  if (!facts) return undefined;
  const fact = facts.get(tournamentId);
  return {
    joined: toBool(fact?.viewerJoined ?? false),
    hasGameId: toBool(fact?.viewerHasGameId ?? false),
  };
}

/** The page as the API shows it (the list page schema's `TournamentPage`). */
export function listPageData({ everyone, facts, query, now }: ListPage) {
  return {
    items: everyone.rows.map((r) => toListItem(r, now, seenBy(facts, r.tournamentId))),
    ...pageInfo(query, everyone.totalCount),
  };
}

export interface EveryonesPage {
  rows: listRepo.TournamentListRow[];
  totalCount: number;
}

/**
 * A list page's rows without a viewer and the number of tournaments matching, and whether they
 * came from `shared` as kept. Which tournaments it holds moves with the list key; a listed
 * tournament's registrations move its `listing` key alone, and then only its row is read again.
 */
async function everyonesPage(
  { db, readVersions }: DbHandle,
  tenantId: string,
  query: ListFilters,
  shared: SharedReads,
): Promise<{ page: EveryonesPage; fromMemory: boolean }> {
  const { filter, page } = listSelection(query);
  let read = false;
  const load = async () => {
    read = true;
    const [rows, totalCount] = await Promise.all([
      listRepo.listTournamentViews(db, tenantId, filter, page),
      listRepo.countTournaments(db, tenantId, filter),
    ]);
    return { rows, totalCount };
  };
  const everyone = await shared.read(readVersions, `${tenantId} list ${pageKey(query)}`, {
    keys: tournamentListReadKeys(tenantId),
    memberKeys: async () =>
      listedTournamentKeys(tenantId, await repo.listTournamentIds(db, tenantId, filter, page)),
    load,
    refresh: async ({ rows, totalCount }, moved) => {
      read = true;
      const movedKeys = new Set(moved);
      const ids = rows.map((r) => r.tournamentId);
      const keys = listedTournamentKeys(tenantId, ids);
      const movedIds = ids.filter((_, i) => movedKeys.has(keys[i]!));
      const fresh = new Map(
        (await listRepo.listRowsOf(db, tenantId, movedIds)).map((r) => [r.tournamentId, r]),
      );
      // A row gone since (deleted, or moved to another tenant) leaves the page for another list.
      if (fresh.size < movedIds.length) return load();
      return { rows: rows.map((r) => fresh.get(r.tournamentId) ?? r), totalCount };
    },
  });
  return { page: everyone, fromMemory: !read };
}

/** Which tournaments a list page shows, whoever looks. */
function listSelection(query: ListFilters) {
  const { gameId, status, isFeatured, search, includeDrafts } = query;
  return {
    filter: { gameId, status, isFeatured, search, includeDrafts },
    page: { offset: pageOffset(query), limit: query.pageSize },
  };
}

/** What makes a list page the same page for every viewer. */
const pageKey = (query: ListFilters) =>
  JSON.stringify([
    query.gameId,
    query.status,
    query.isFeatured,
    query.search,
    query.includeDrafts,
    pageOffset(query),
    query.pageSize,
  ]);

/**
 * The read keys of the tournaments a list page shows, from the page as everyone sees it. Which
 * they are is the list key's to say (see `tournamentListReadKeys`).
 */
export async function listedTournamentKeysOfPage(
  handle: DbHandle,
  tenantId: string,
  query: ListFilters,
  shared: SharedReads,
) {
  const { page } = await everyonesPage(handle, tenantId, query, shared);
  return listedTournamentKeys(
    tenantId,
    page.rows.map((r) => r.tournamentId),
  );
}

/** The read keys of the tournaments "my tournaments" shows (none for an unknown user). */
export async function listedTournamentKeysOfUser(
  { db }: DbHandle,
  tenantId: string,
  externalUserId: string,
) {
  const user = await findUserByExternalId(db, tenantId, externalUserId);
  if (!user) return [];
  return listedTournamentKeys(tenantId, await repo.joinedTournamentIds(db, tenantId, user.id));
}

export async function myTournaments({ db }: DbHandle, tenantId: string, externalUserId: string) {
  const user = await requireUser(db, tenantId, externalUserId);
  const now = Date.now();
  return (await repo.listJoinedTournamentViews(db, tenantId, user.id)).map((r) =>
    toListItem(r, now),
  );
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
