import {
  sql,
  type ExpressionBuilder,
  type Insertable,
  type SelectQueryBuilder,
  type Updateable,
} from 'kysely';
import type { Engine } from '../../db/create-db.js';
import type { Database, Executor } from '../../db/database.js';
import { containsPattern, lockRows } from '../../db/dialect.js';
import { prepared, preparedForList, preparedShapes } from '../../db/prepared.js';
import { ACTIVE_REGISTRATION, HELD_REGISTRATION } from './registration.schemas.js';
import type { TournamentTable } from './tournament.table.js';

export type TournamentRow = TournamentTable;

/** The tournament row of the tenant (any status, drafts included), or undefined. */
export const findTournament = async (db: Executor, tenantId: string, id: string) =>
  (await preparedFindTournament(db, tenantId, id))[0];

const tournamentRow = (db: Executor, tenantId: string, id: string) =>
  db.selectFrom('tournaments').selectAll().where('tenantId', '=', tenantId).where('id', '=', id);

// Registrations, check-ins and the organiser's reads all start here.
const preparedFindTournament = prepared(tournamentRow);

/** The tournament whose public page has this slug, of any tenant (the URL names none). */
export const findByShareSlug = (db: Executor, shareSlug: string) =>
  db
    .selectFrom('tournaments')
    .select(['id', 'tenantId', 'status', 'isPublic', 'participantType'])
    .where('shareSlug', '=', shareSlug)
    .executeTakeFirst();

/**
 * Reads the tournament row for a change that depends on its registrations (capacity, status):
 * on PostgreSQL the row stays locked until the transaction ends, so concurrent registrations
 * queue up behind it. SQLite runs one write transaction at a time already.
 */
export const lockTournament = async (trx: Executor, engine: Engine, tenantId: string, id: string) =>
  (await preparedLockTournament(engine, trx, tenantId, id))[0];

const preparedLockTournament = preparedShapes(
  (engine: Engine) => (trx: Executor, tenantId: string, id: string) =>
    tournamentRow(trx, tenantId, id).$call(lockRows(engine)),
);

export async function insertTournament(db: Executor, row: Insertable<TournamentTable>) {
  await db.insertInto('tournaments').values(row).execute();
}

export async function updateTournament(
  db: Executor,
  tenantId: string,
  id: string,
  changes: Updateable<TournamentTable>,
) {
  await db
    .updateTable('tournaments')
    .set(changes)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/** Sets the password hash only while the row still holds `previous`; false when it did not. */
export async function replaceTournamentPasswordHash(
  db: Executor,
  tenantId: string,
  id: string,
  previous: string,
  passwordHash: string,
) {
  const result = await db
    .updateTable('tournaments')
    .set({ passwordHash })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('passwordHash', '=', previous)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The ids among `ids` that name a currency (currencies are platform-wide). */
export async function existingCurrencyIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.selectFrom('currencies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export const LIST_COLUMNS = [
  't.id as tournamentId',
  't.name as tournamentName',
  't.gameId',
  'g.name as gameName',
  't.description',
  't.enrollmentLimit',
  't.maxTeamMembers',
  't.minTeamMembers',
  't.startTime',
  't.endTime',
  't.registrationDeadline',
  't.isOnline',
  't.status',
  't.matchType',
  't.teamType',
  't.color',
  't.prizePool',
  't.entryFee',
  't.image',
  't.coverImage',
  't.isTrending',
  't.isFeatured',
  't.passwordHash',
  't.instantRegistrations',
  't.waitlistEnabled',
  't.entryFeeCurrencyId',
  't.prizePoolCurrencyId',
  'ec.name as entryFeeCurrencyName',
  'pc.name as prizePoolCurrencyName',
  'ec.symbol as entryFeeCurrencySymbol',
  'pc.symbol as prizePoolCurrencySymbol',
] as const;

// The large text columns only the detail returns; a list page does not read them.
const DETAIL_COLUMNS = [
  't.tournamentFormat',
  't.rules',
  't.prizeDistribution',
  't.pointsSystem',
  't.bracketData',
  't.watchUrls',
  't.joinLink',
  't.winnerTeamId',
  't.winnerTeamName',
  't.tenantId as organiserId',
  't.organiserName',
  't.organiserImage',
  't.checkInWindowMinutes',
  't.waitlistEnabled',
] as const;

/** Tournaments of the tenant with their game and both currencies (when named) joined in. */
export const withNames = (db: Executor, tenantId: string) =>
  db
    .selectFrom('tournaments as t')
    .innerJoin('games as g', 'g.id', 't.gameId')
    .leftJoin('currencies as ec', 'ec.id', 't.entryFeeCurrencyId')
    .leftJoin('currencies as pc', 'pc.id', 't.prizePoolCurrencyId')
    .where('t.tenantId', '=', tenantId);

type ViewSources = Database & { t: Database['tournaments'] };

/**
 * Per tournament row, in the same statement: its pending and approved registrations (as
 * `registration_counts` keeps them) and, for a viewer, whether a team of theirs holds one (or
 * waits on its waitlist) and whether they have an in-game id for its game (null without one).
 */
export function viewColumns(tenantId: string, viewerId: string | undefined) {
  return (eb: ExpressionBuilder<ViewSources, 't'>) => [
    eb.fn
      .coalesce(
        eb
          .selectFrom('registration_counts as rc')
          .select('rc.active')
          .whereRef('rc.tournamentId', '=', 't.id'),
        sql<number>`0`,
      )
      .as('joinedCount'),
    viewerId === undefined
      ? sql<null>`null`.as('viewerJoined')
      : viewerJoined(eb, tenantId, viewerId),
    viewerId === undefined
      ? sql<null>`null`.as('viewerHasGameId')
      : viewerHasGameId(eb, tenantId, viewerId),
  ];
}

/** Whether a team of the viewer holds a registration in tournament `t` (or waits on its waitlist). */
const viewerJoined = (
  eb: ExpressionBuilder<ViewSources, 't'>,
  tenantId: string,
  viewerId: string,
) =>
  eb
    .exists(
      // From the viewer's few teams to their registration here: unique lookups only.
      eb
        .selectFrom('team_members as vm')
        .innerJoin('tournament_registrations as vr', (j) =>
          j.onRef('vr.participantId', '=', 'vm.teamId').onRef('vr.tournamentId', '=', 't.id'),
        )
        .select('vr.id')
        .where('vm.userId', '=', viewerId)
        .where('vm.tenantId', '=', tenantId)
        // A team on the waitlist is registered too: it cannot register again.
        .where('vr.status', 'in', HELD_REGISTRATION)
        .where('vr.tenantId', '=', tenantId),
    )
    .$castTo<boolean | number>()
    .as('viewerJoined');

/** Whether the viewer has an in-game id for the game of tournament `t`. */
const viewerHasGameId = (
  eb: ExpressionBuilder<ViewSources, 't'>,
  tenantId: string,
  viewerId: string,
) =>
  eb
    .exists(
      eb
        .selectFrom('user_game_ids as vg')
        .select('vg.id')
        .where('vg.userId', '=', viewerId)
        .whereRef('vg.gameId', '=', 't.gameId')
        .where('vg.tenantId', '=', tenantId),
    )
    .$castTo<boolean | number>()
    .as('viewerHasGameId');

/**
 * The tournament with everything its detail shows, in one statement: names, counts, the
 * viewer's facts and the stored bracket layout (`layoutStored` null when none was stored;
 * `hasRound` says whether there is one to compute).
 */
const tournamentView = (asViewer: boolean) =>
  prepared((db: Executor, tenantId: string, id: string, viewerId: string) =>
    withNames(db, tenantId)
      .leftJoin('bracket_layouts as bl', 'bl.tournamentId', 't.id')
      .select([...LIST_COLUMNS, ...DETAIL_COLUMNS, 'bl.layout', 'bl.tournamentId as layoutStored'])
      .select(viewColumns(tenantId, asViewer ? viewerId : undefined))
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('rounds as ro')
              .select('ro.id')
              .whereRef('ro.tournamentId', '=', 't.id')
              .where('ro.tenantId', '=', tenantId),
          )
          .$castTo<boolean | number>()
          .as('hasRound'),
      )
      .where('t.id', '=', id),
  );

const anonymousView = tournamentView(false);
const viewersView = tournamentView(true);

export const findTournamentView = async (
  db: Executor,
  tenantId: string,
  id: string,
  viewerId?: string,
) => {
  const [row] = await (viewerId === undefined
    ? anonymousView(db, tenantId, id, '')
    : viewersView(db, tenantId, id, viewerId));
  return row;
};

export type TournamentDetailRow = NonNullable<Awaited<ReturnType<typeof findTournamentView>>>;

type ListSources = ViewSources;

export interface ListFilter {
  gameId?: string;
  status?: number;
  isFeatured?: boolean;
  /** Part of the name, any case. */
  search?: string;
  /** Drafts too (the organiser's dashboard); integration reads never set it. */
  includeDrafts?: boolean;
}

/**
 * The filter's conditions on a tournament's status, game and featured flag (all but the name
 * search), as column, operator and value: the columns `tournament_counts` keeps too, so a list's
 * page and its total apply the same ones. `status > 0` is written as a literal so both planners
 * can match the partial index tournaments_visible_start (tenant, start time, id), which yields
 * the list in its order.
 */
export function keyConditions(filter: ListFilter) {
  const conditions: [column: 'status' | 'gameId' | 'isFeatured', '=' | '>', unknown][] = [];
  if (filter.status !== undefined) conditions.push(['status', '=', filter.status]);
  else if (!filter.includeDrafts) conditions.push(['status', '>', sql.lit(0)]);
  if (filter.gameId !== undefined) conditions.push(['gameId', '=', filter.gameId]);
  if (filter.isFeatured !== undefined)
    conditions.push(['isFeatured', '=', filter.isFeatured ? 1 : 0]);
  return conditions;
}

/**
 * Narrows tournaments `t` to the visible (non-draft) ones, or all with `includeDrafts`, matching
 * the filter (`keyConditions` and the name search).
 */
export function matching<Q extends SelectQueryBuilder<ListSources, 't', object>>(
  query: Q,
  filter: ListFilter,
): Q {
  let out = query as SelectQueryBuilder<ListSources, 't', object>;
  for (const [column, operator, value] of keyConditions(filter))
    out = out.where(sql.ref(`t.${column}`), operator, value);
  const { search } = filter;
  if (search !== undefined)
    out = out.where(
      (eb) => sql<boolean>`lower(${eb.ref('t.name')}) like ${containsPattern(search)} escape '\\'`,
    );
  return out as Q;
}

/** Visible (non-draft) tournaments matching the filter, with their names joined in. */
const filtered = (db: Executor, tenantId: string, filter: ListFilter) =>
  matching(withNames(db, tenantId), filter);

/**
 * The ids of one page of the list, in its order: served by the list indexes alone, before any
 * join (joining and counting registrations for every matching tournament, then sorting, cost
 * ten times as much as the page itself).
 */
export const pageOfIds = (
  db: Executor,
  tenantId: string,
  filter: ListFilter,
  page: { offset: number; limit: number },
) =>
  matching(db.selectFrom('tournaments as t').where('t.tenantId', '=', tenantId), filter)
    .select('t.id')
    .orderBy('t.startTime', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);

/**
 * What a list shows of one viewer, for tournaments listed without one: per tournament among
 * `tournamentIds`, whether a team of theirs holds a registration and whether they have an
 * in-game id for its game (the same lookups as a list read with a viewer).
 */
export const viewerFacts = (
  db: Executor,
  tenantId: string,
  viewerId: string,
  tournamentIds: readonly string[],
) => preparedViewerFacts(db, tournamentIds, tenantId, viewerId);

const preparedViewerFacts = preparedForList(
  (db: Executor, tournamentIds: string[], tenantId: string, viewerId: string) =>
    db
      .selectFrom('tournaments as t')
      .select('t.id')
      .select((eb) => [
        viewerJoined(eb, tenantId, viewerId),
        viewerHasGameId(eb, tenantId, viewerId),
      ])
      .where('t.tenantId', '=', tenantId)
      .where('t.id', 'in', tournamentIds),
);

/** The ids `listTournamentViews` lists, in its order. */
export async function listTournamentIds(
  db: Executor,
  tenantId: string,
  filter: ListFilter,
  page: { offset: number; limit: number },
) {
  const rows = await pageOfIds(db, tenantId, filter, page).execute();
  return rows.map((r) => r.id);
}

/**
 * Visible tournaments where a team the user is a member of holds a pending or approved
 * registration: found from the user's teams and their registrations, not by looking at every
 * tournament of the tenant.
 */
export const listJoinedTournamentViews = prepared(
  (db: Executor, tenantId: string, userId: string) =>
    filtered(db, tenantId, {})
      .where('t.id', 'in', (eb) => joinedByUser(eb, tenantId, userId))
      .select(LIST_COLUMNS)
      .select(viewColumns(tenantId, userId))
      .orderBy('t.startTime', 'desc')
      .orderBy('t.id', 'desc'),
);

/** The ids `listJoinedTournamentViews` lists. */
export async function joinedTournamentIds(db: Executor, tenantId: string, userId: string) {
  const rows = await matching(
    db.selectFrom('tournaments as t').where('t.tenantId', '=', tenantId),
    {},
  )
    .where('t.id', 'in', (eb) => joinedByUser(eb, tenantId, userId))
    .select('t.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Tournaments where a team the user is a member of holds a pending or approved registration. */
const joinedByUser = (eb: ExpressionBuilder<ListSources, 't'>, tenantId: string, userId: string) =>
  eb
    .selectFrom('team_members as m')
    .innerJoin('tournament_registrations as r', 'r.participantId', 'm.teamId')
    .select('r.tournamentId')
    .where('m.userId', '=', userId)
    .where('m.tenantId', '=', tenantId)
    .where('r.status', 'in', ACTIVE_REGISTRATION)
    .where('r.tenantId', '=', tenantId);

export { isTeamInOngoingTournament } from './registration.repository.js';
