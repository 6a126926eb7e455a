import { ExplainedError } from '../../errors.js';
import type { SchemaTable, UniqueIndex } from './schema.repository.js';

/**
 * What a tenant's archive holds. A tenant owns its `tenants` row and every row with its
 * `tenantId`, but for the tables below: a table without `tenantId` must be named here, so a new
 * one is classified on purpose (the archive's tests fail until it is).
 */

/** Kept by the database's triggers from the rows they count: the import's inserts rebuild them. */
const KEPT_BY_TRIGGERS = new Set([
  'read_versions',
  'read_version_flushes',
  'registration_counts',
  'tournament_counts',
  'duel_tallies',
]);

/** Installation-wide or short-lived rows that do not travel with a tenant, and why. */
const NOT_CARRIED: Readonly<Record<string, string>> = {
  console_sessions: 'signed-in browsers of this installation: staff sign in again on the target',
  sign_in_attempts: "this installation's rate limiting of sign-ins",
  idempotency_keys: 'replay protection of recent requests, kept for hours only',
};

/** The shared catalogue: the archive names the rows it refers to, the import maps them by name. */
export const CATALOGUE = ['games', 'game_maps', 'currencies'] as const;
export type CatalogueTable = (typeof CATALOGUE)[number];

/**
 * The columns of tenant rows that hold catalogue ids, with or without a foreign key (a map's id
 * in a match game, a payment's currency). The tests check every foreign key to the catalogue is
 * here.
 */
export const CATALOGUE_REFERENCES: Readonly<Record<CatalogueTable, readonly [string, string][]>> = {
  games: [
    ['tournaments', 'gameId'],
    ['teams', 'gameId'],
    ['user_game_ids', 'gameId'],
    ['player_ratings', 'gameId'],
    ['rating_changes', 'gameId'],
  ],
  currencies: [
    ['tournaments', 'entryFeeCurrencyId'],
    ['tournaments', 'prizePoolCurrencyId'],
    ['tournament_registrations', 'paymentCurrencyId'],
  ],
  game_maps: [['match_games', 'mapId']],
};

/**
 * Columns the target numbers itself: an event's place in commit order (`txid`, `seq`) belongs to
 * the installation's outbox, so imported events are numbered after the target's own, in their
 * original order.
 */
const RENUMBERED: Readonly<Record<string, readonly string[]>> = {
  outbox_events: ['txid', 'seq'],
};

/**
 * Owned tables an import under a new tenant id leaves behind, and why. An API key is stored as
 * the digest of its secret, unique across the installation: a copy would open both tenants.
 */
export const LEFT_BEHIND_BY_NEW_TENANT: Readonly<Record<string, string>> = {
  api_keys: "the source's keys would open the copy too: issue new ones (tourney key issue)",
};

/**
 * What an import under a new tenant id does with a value unique across the installation that is
 * not scoped by the tenant or a row id (both of which it draws anew): the original holds it.
 * - `tenant-name`: `--name`, else the archive's name, then with " (2)", " (3)"… when taken;
 * - `new-slug-if-taken`: a new random public slug when this installation has the value;
 * - `dead-token`: the digest of a random token nobody holds, so the source's links (invitations)
 *   never open the copy;
 * - `left-behind`: its table is in LEFT_BEHIND_BY_NEW_TENANT.
 */
export type UniqueValueRule = 'tenant-name' | 'new-slug-if-taken' | 'dead-token' | 'left-behind';

/**
 * Keyed `table.column`, or by index name for an expression index. The tests fail while an owned
 * table has a unique index neither listed here nor holding a tenant or row id.
 */
const UNIQUE_VALUES: Readonly<Record<string, UniqueValueRule>> = {
  tenants_name_unique: 'tenant-name',
  'tournaments.shareSlug': 'new-slug-if-taken',
  'circuits.shareSlug': 'new-slug-if-taken',
  'team_invites.tokenHash': 'dead-token',
  'staff_invitations.tokenHash': 'dead-token',
  'api_keys.prefix': 'left-behind',
};

/** The `UNIQUE_VALUES` key of a unique index. */
const uniqueValueKey = (index: UniqueIndex) =>
  index.columns.includes(null) ? index.name : `${index.table}.${index.columns.join('+')}`;

/** The columns of `table` whose rules are `rule`. */
export const columnsWithRule = (table: string, rule: UniqueValueRule) =>
  Object.entries(UNIQUE_VALUES)
    .filter(([key, r]) => r === rule && key.startsWith(`${table}.`))
    .map(([key]) => key.slice(table.length + 1));

/**
 * The unique indexes of owned tables an import under a new tenant id would copy as they are and
 * collide on: none holds the tenant's id, a row id, or a reference to an owned row, and no rule
 * of UNIQUE_VALUES covers it.
 */
export function unclassifiedUniqueValues(
  owned: readonly SchemaTable[],
  indexes: readonly UniqueIndex[],
): string[] {
  const byName = new Map(owned.map((t) => [t.name, t]));
  const ownedNames = new Set(byName.keys());
  const holdsOwnedIds = (table: SchemaTable, column: string | null) =>
    column === 'id' ||
    column === 'tenantId' ||
    (column !== null && ownedNames.has(table.foreignKeys.get(column) ?? ''));
  return indexes
    .filter((index) => {
      const table = byName.get(index.table);
      if (!table) return false;
      return !index.columns.some((column) => holdsOwnedIds(table, column));
    })
    .map(uniqueValueKey)
    .filter((key) => !(key in UNIQUE_VALUES));
}

/** The order an owned table's rows are read and written in, when not by primary key. */
export const ROW_ORDER: Readonly<Record<string, readonly string[]>> = {
  outbox_events: ['txid', 'seq'],
};

/** The tables a tenant's archive holds, with the columns it carries. */
export function ownedTables(schema: ReadonlyMap<string, SchemaTable>): SchemaTable[] {
  const unclassified: string[] = [];
  const owned: SchemaTable[] = [];
  for (const table of schema.values()) {
    const name = table.name;
    if (KEPT_BY_TRIGGERS.has(name) || name in NOT_CARRIED) continue;
    if ((CATALOGUE as readonly string[]).includes(name)) continue;
    if (name !== 'tenants' && !table.columns.includes('tenantId')) {
      unclassified.push(name);
      continue;
    }
    const renumbered = RENUMBERED[name] ?? [];
    owned.push({ ...table, columns: table.columns.filter((c) => !renumbered.includes(c)) });
  }
  if (unclassified.length > 0)
    throw new ExplainedError(
      `No rule says whether a tenant owns the rows of ${unclassified.join(', ')}: classify them in tenant-archive/ownership.ts.`,
    );
  return owned;
}
