import type { Kysely, Migration } from 'kysely';

/**
 * Every filter of the tournament list (status, game, featured, name search, drafts) served by an
 * index that yields the page in its order (newest start first) and counts the total from the
 * index alone: each index leads with the tenant and the filter it seeks on, then the list's
 * order, then the other filters' columns, which are tested on the index entry instead of the row.
 */
const INDEXES: Record<string, string[]> = {
  tournaments_list_status: ['tenantId', 'status', 'startTime', 'id', 'gameId', 'isFeatured'],
  tournaments_list_game: ['tenantId', 'gameId', 'startTime', 'id', 'status', 'isFeatured'],
  tournaments_list_featured: ['tenantId', 'isFeatured', 'startTime', 'id', 'status', 'gameId'],
  // No equality to seek on (a name search, drafts included): the tenant's entries in list order.
  tournaments_list_all: ['tenantId', 'startTime', 'id', 'status', 'gameId', 'isFeatured', 'name'],
};

/** The indexes these replace, each a prefix of one of them. */
const REPLACED: Record<string, string[]> = {
  tournaments_tenant_status_start: ['tenantId', 'status', 'startTime', 'id'],
  tournaments_tenant_game_start: ['tenantId', 'gameId', 'startTime', 'id'],
  tournaments_tenant_featured_start: ['tenantId', 'isFeatured', 'startTime', 'id'],
  tournaments_tenant_start: ['tenantId', 'startTime', 'id'],
};

async function create(db: Kysely<unknown>, indexes: Record<string, string[]>) {
  for (const [name, columns] of Object.entries(indexes))
    await db.schema.createIndex(name).on('tournaments').columns(columns).execute();
}

async function drop(db: Kysely<unknown>, indexes: Record<string, string[]>) {
  for (const name of Object.keys(indexes)) await db.schema.dropIndex(name).execute();
}

export function listFilterIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await create(db, INDEXES);
      await drop(db, REPLACED);
    },
    async down(db: Kysely<unknown>) {
      await create(db, REPLACED);
      await drop(db, INDEXES);
    },
  };
}
