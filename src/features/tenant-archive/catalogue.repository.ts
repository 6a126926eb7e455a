import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { ExplainedError } from '../../errors.js';
import type { ArchiveManifest, CatalogueEntry } from './archive-format.js';
import type { CatalogueTable } from './ownership.js';

/** For each catalogue table: the archive's ids to this database's. */
export type CatalogueIds = Record<CatalogueTable, Map<string, string>>;

const keyOf = (entry: CatalogueEntry) => JSON.stringify([entry.game ?? null, entry.name]);

async function targetEntries(db: Executor, table: CatalogueTable) {
  const { rows } =
    table === 'game_maps'
      ? await sql<CatalogueEntry>`select m.id, m.name, g.name as game
          from game_maps m join games g on g.id = m."gameId"`.execute(db)
      : await sql<CatalogueEntry>`select id, name from ${sql.table(table)}`.execute(db);
  return new Map(rows.map((entry) => [keyOf(entry), entry.id]));
}

const describe = (table: CatalogueTable, entry: CatalogueEntry) =>
  table === 'game_maps'
    ? `map "${entry.name}" of "${entry.game}"`
    : `${table === 'games' ? 'game' : 'currency'} "${entry.name}"`;

/**
 * Maps the catalogue rows the archive refers to onto this database's rows of the same name (a
 * map: of the same game and name): installations number their catalogues each their own way.
 * Refuses, naming them all, when some have no namesake here.
 */
export async function resolveCatalogue(
  db: Executor,
  catalogue: ArchiveManifest['catalogue'],
): Promise<CatalogueIds> {
  const missing: string[] = [];
  const ids = {} as CatalogueIds;
  for (const table of ['games', 'game_maps', 'currencies'] as const) {
    const here = await targetEntries(db, table);
    ids[table] = new Map();
    for (const entry of catalogue[table]) {
      const id = here.get(keyOf(entry));
      if (id === undefined) missing.push(describe(table, entry));
      else ids[table].set(entry.id, id);
    }
  }
  if (missing.length > 0)
    throw new ExplainedError(
      `Nothing was imported: this installation's catalogue lacks ${missing.join(', ')}, which the tenant's rows refer to. Add them (tourney game add, tourney currency add) and import again.`,
    );
  return ids;
}
