import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import {
  keyOf,
  replaceTriggers,
  tournamentList,
  tournamentOf,
  type KeySource,
} from './0013-read-versions.js';
import { membersOfRegisteredTeam, ownTournament } from './0024-registration-read-keys.js';
import { inCommitOrder } from './0028-read-version-order.js';

/** What the tournament's line in a list shows: its row and its registrations' counts. */
const listingOf = (tournamentId: (r: string) => string): KeySource => ({
  key: (r) => keyOf(r, 'listing', tournamentId(r)),
});

const TRIGGERS: Record<string, { before: KeySource[]; after: KeySource[] }> = {
  tournaments: {
    before: [tournamentOf((r) => `${r}.id`), tournamentList],
    after: [tournamentOf((r) => `${r}.id`), tournamentList, listingOf((r) => `${r}.id`)],
  },
  tournament_registrations: {
    before: [ownTournament, membersOfRegisteredTeam],
    after: [ownTournament, membersOfRegisteredTeam, listingOf((r) => `${r}."tournamentId"`)],
  },
};

/**
 * A list shows of each tournament its row and its registrations' counts, never its bracket:
 * lists are keyed to the tournaments they show by `<tenantId>:listing:<id>`, which only those
 * two tables bump, instead of the tournament's key, which every result bumps. A result in a
 * listed tournament used to turn every page showing it stale.
 */
export function listingReadKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, { after }] of Object.entries(TRIGGERS))
        await replaceTriggers(db, engine, table, after, inCommitOrder);
    },
    async down(db: Kysely<unknown>) {
      for (const [table, { before }] of Object.entries(TRIGGERS))
        await replaceTriggers(db, engine, table, before, inCommitOrder);
    },
  };
}
