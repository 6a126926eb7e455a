/**
 * List pages and their counts as prepared statements, one per filter shape: a list read builds
 * the same few statements again and again, and building them cost more than running them.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { preparedForList, preparedPages, preparedShapes } from '../../db/prepared.js';
import {
  keyConditions,
  LIST_COLUMNS,
  matching,
  pageOfIds,
  viewColumns,
  withNames,
  type ListFilter,
} from './tournament.repository.js';

/** A list page's rows, as `tournament.repository.ts` builds them, seen by a viewer when given. */
const listViews = (
  db: Executor,
  tenantId: string,
  filter: ListFilter,
  page: { offset: number; limit: number },
  viewerId: string | undefined,
) =>
  withNames(db, tenantId)
    .where('t.id', 'in', pageOfIds(db, tenantId, filter, page))
    .select(LIST_COLUMNS)
    .select(viewColumns(tenantId, viewerId))
    .orderBy('t.startTime', 'desc')
    .orderBy('t.id', 'desc');

const preparedListViews = preparedPages(
  (shape: string, limit: number) =>
    (
      db: Executor,
      tenantId: string,
      status: number,
      gameId: string,
      offset: number,
      viewerId: string,
    ) =>
      listViews(
        db,
        tenantId,
        shapedListFilter(shape, status, gameId),
        { limit, offset },
        shape.endsWith('viewer') ? viewerId : undefined,
      ),
);

export const listTournamentViews = (
  db: Executor,
  tenantId: string,
  filter: ListFilter,
  page: { offset: number; limit: number },
  viewerId?: string,
) => {
  const shape = listShape(filter, viewerId !== undefined);
  if (shape === undefined) return listViews(db, tenantId, filter, page, viewerId).execute();
  const { status = 0, gameId = '' } = filter;
  return preparedListViews(
    shape,
    page.limit,
    db,
    tenantId,
    status,
    gameId,
    page.offset,
    viewerId ?? '',
  );
};

/**
 * A list page's statement shape: which filters it has (with `isFeatured`'s value, written in the
 * SQL) and whether a viewer reads it. None for a name search, whose pattern is made of its text.
 */
const listShape = (filter: ListFilter, viewer: boolean) =>
  filter.search !== undefined
    ? undefined
    : [
        filter.status !== undefined ? 'status' : filter.includeDrafts ? 'drafts' : '',
        filter.gameId !== undefined ? 'game' : '',
        filter.isFeatured === undefined ? '' : String(filter.isFeatured),
        viewer ? 'viewer' : '',
      ].join(':');

/** The filter of a `listShape`, with these values where it has them. */
function shapedListFilter(shape: string, status: number, gameId: string): ListFilter {
  const [which, game, featured] = shape.split(':');
  return {
    ...(which === 'status' ? { status } : which === 'drafts' ? { includeDrafts: true } : {}),
    ...(game ? { gameId } : {}),
    ...(featured ? { isFeatured: featured === 'true' } : {}),
  };
}

/** These tournaments' rows as a list shows them without a viewer, in no order. */
export const listRowsOf = (db: Executor, tenantId: string, ids: readonly string[]) =>
  rowsOf(db, ids, tenantId);

const rowsOf = preparedForList((db: Executor, ids: string[], tenantId: string) =>
  withNames(db, tenantId)
    .where('t.id', 'in', ids)
    .select(LIST_COLUMNS)
    .select(viewColumns(tenantId, undefined)),
);

/** The tournaments matching a name search, counted one by one. */
const countOf = (db: Executor, tenantId: string, filter: ListFilter) =>
  // No joins: the game is a NOT NULL foreign key and the currencies are left-joined, so none
  // of them ever drops or adds a row.
  matching(db.selectFrom('tournaments as t').where('t.tenantId', '=', tenantId), filter).select(
    (eb) => eb.fn.countAll<number>().as('n'),
  );

/**
 * The tournaments matching a filter without a name search, added up from `tournament_counts`
 * (a row per status, game and featured flag).
 */
function keptCountOf(db: Executor, tenantId: string, filter: ListFilter) {
  let query = db.selectFrom('tournament_counts as c').where('c.tenantId', '=', tenantId);
  for (const [column, operator, value] of keyConditions(filter))
    query = query.where(sql.ref(`c.${column}`), operator, value);
  return query.select((eb) => eb.fn.coalesce(eb.fn.sum<number>('c.n'), sql.lit(0)).as('n'));
}

const preparedCount = preparedShapes(
  (shape: string) => (db: Executor, tenantId: string, status: number, gameId: string) =>
    keptCountOf(db, tenantId, shapedListFilter(shape, status, gameId)),
);

export async function countTournaments(
  db: Executor,
  tenantId: string,
  filter: ListFilter,
): Promise<number> {
  const shape = listShape(filter, false);
  const { status = 0, gameId = '' } = filter;
  const [row] =
    shape === undefined
      ? await countOf(db, tenantId, filter).execute()
      : await preparedCount(shape, db, tenantId, status, gameId);
  return Number(row?.n ?? 0);
}

export type TournamentListRow = Awaited<ReturnType<typeof listTournamentViews>>[number];
