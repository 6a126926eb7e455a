import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import {
  keyOf,
  replaceTriggers,
  tournamentList,
  tournamentOf,
  type KeySource,
} from './0013-read-versions.js';

const TABLE = 'tournament_registrations';

/** The registration's tournament: its detail, bracket and counts show the registration. */
export const ownTournament = tournamentOf((r) => `${r}."tournamentId"`);

/**
 * The members of the registered team: their "my tournaments" lists the tournaments where a team
 * of theirs holds a registration.
 */
export const membersOfRegisteredTeam: KeySource = {
  key: (r) => keyOf(r, 'user', 'u."externalId"'),
  from: 'team_members tm join users u on u.id = tm."userId"',
  on: (r) => `tm."teamId" = ${r}."participantId"`,
};

/**
 * A registration no longer bumps the tenant's list key: which tournaments a list page holds, and
 * in what order, depends on tournament rows alone, and a list answer is keyed to the tournaments
 * it shows besides (see `CachedRead.memberKeys`). So a registration turns stale the pages that
 * show its tournament, and the "my tournaments" of the registered team's members, instead of
 * every list of the tenant.
 */
export function registrationReadKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, TABLE, [ownTournament, membersOfRegisteredTeam]);
    },
    async down(db: Kysely<unknown>) {
      await replaceTriggers(db, engine, TABLE, [ownTournament, tournamentList]);
    },
  };
}
