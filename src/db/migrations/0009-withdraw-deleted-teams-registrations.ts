import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Deleting a team now withdraws its registrations of tournaments that are not over. Before, they
 * stayed pending or approved: they held places up to `enrollmentLimit` and could be approved and
 * seeded into a bracket as a participant without a name. This withdraws the ones left behind,
 * like a delete does today (minus the events: their team is gone, and `team.deleted` was sent).
 */
export function withdrawDeletedTeamsRegistrations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`
        update tournament_registrations
        set status = 4, "updatedAt" = ${new Date().toISOString()}
        where "participantType" = 1
          and status in (1, 2)
          and not exists (select 1 from teams where teams.id = tournament_registrations."participantId")
          and exists (
            select 1 from tournaments
            where tournaments.id = tournament_registrations."tournamentId"
              and tournaments.status in (0, 1, 2)
          )
      `.execute(db);
    },
    // Nothing to undo: the registrations refer to teams that no longer exist.
    async down() {},
  };
}
