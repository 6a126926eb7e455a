import type { Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { foundation } from './0001-foundation.js';
import { tournaments } from './0002-tournaments.js';
import { brackets } from './0003-brackets.js';
import { webhooks } from './0004-webhooks.js';
import { readIndexes } from './0005-read-indexes.js';
import { coveringRegistrationCounts } from './0006-covering-registration-counts.js';
import { idempotencyKeys } from './0007-idempotency-keys.js';
import { consoleAccounts } from './0011-console-accounts.js';
import { optionalCurrenciesUniqueNames } from './0010-optional-currencies-unique-names.js';
import { webhookHardening } from './0008-webhook-hardening.js';
import { withdrawDeletedTeamsRegistrations } from './0009-withdraw-deleted-teams-registrations.js';
import { matchPositions } from './0012-match-positions.js';
import { readVersions } from './0013-read-versions.js';
import { storedDuelStandings } from './0014-stored-duel-standings.js';
import { storedBracketLayouts } from './0015-stored-bracket-layouts.js';
import { resultPathIndexes } from './0016-result-path-indexes.js';
import { listFilterIndexes } from './0017-list-filter-indexes.js';
import { tournamentStages } from './0018-tournament-stages.js';
import { checkInAndWaitlist } from './0019-check-in-and-waitlist.js';
import { matchReports } from './0020-match-reports.js';
import { schedulesDisqualifications } from './0021-schedules-disqualifications.js';
import { publicPages } from './0022-public-pages.js';
import { eventStreamOrder } from './0023-event-stream-order.js';
import { registrationReadKeys } from './0024-registration-read-keys.js';
import { outboxWithoutCreatedIndex } from './0025-outbox-without-created-index.js';
import { storedStandingsParticipants } from './0026-stored-standings-participants.js';
import { readVersionOrder } from './0028-read-version-order.js';
import { listingReadKeys } from './0029-listing-read-keys.js';
import { playerRatings } from './0038-player-ratings.js';
import { registrationCounts } from './0030-registration-counts.js';
import { tournamentCounts } from './0031-tournament-counts.js';
import { duelTallies } from './0032-duel-tallies.js';
import { outboxVacuum } from './0033-outbox-vacuum.js';
import { signInAttempts } from './0034-sign-in-attempts.js';
import { userErasure } from './0035-user-erasure.js';
import { announcedReadVersions } from './0036-announced-read-versions.js';
import { staffParticipants } from './0037-staff-participants.js';
import { circuits } from './0039-circuits.js';
import { leaderboardOrder } from './0040-leaderboard-order.js';
import { leaderboardReadKeys } from './0041-leaderboard-read-keys.js';
import { leaderboardPlayerKeys } from './0042-leaderboard-player-keys.js';
import { leaderboardMatchCounts } from './0043-leaderboard-match-counts.js';

/** Every migration, by name; names sort in the order they apply. One set serves both engines. */
export const migrations: Record<string, (engine: Engine) => Migration> = {
  '0001-foundation': foundation,
  '0002-tournaments': tournaments,
  '0003-brackets': brackets,
  '0004-webhooks': webhooks,
  '0005-read-indexes': readIndexes,
  '0006-covering-registration-counts': coveringRegistrationCounts,
  '0007-idempotency-keys': idempotencyKeys,
  '0008-webhook-hardening': webhookHardening,
  '0009-withdraw-deleted-teams-registrations': withdrawDeletedTeamsRegistrations,
  '0010-optional-currencies-unique-names': optionalCurrenciesUniqueNames,
  '0011-console-accounts': consoleAccounts,
  '0012-match-positions': matchPositions,
  '0013-read-versions': readVersions,
  '0014-stored-duel-standings': storedDuelStandings,
  '0015-stored-bracket-layouts': storedBracketLayouts,
  '0016-result-path-indexes': resultPathIndexes,
  '0017-list-filter-indexes': listFilterIndexes,
  '0018-tournament-stages': tournamentStages,
  '0019-check-in-and-waitlist': checkInAndWaitlist,
  '0020-match-reports': matchReports,
  '0021-schedules-disqualifications': schedulesDisqualifications,
  '0022-public-pages': publicPages,
  '0023-event-stream-order': eventStreamOrder,
  '0024-registration-read-keys': registrationReadKeys,
  '0025-outbox-without-created-index': outboxWithoutCreatedIndex,
  '0026-stored-standings-participants': storedStandingsParticipants,
  '0028-read-version-order': readVersionOrder,
  '0029-listing-read-keys': listingReadKeys,
  '0030-registration-counts': registrationCounts,
  '0031-tournament-counts': tournamentCounts,
  '0032-duel-tallies': duelTallies,
  '0033-outbox-vacuum': outboxVacuum,
  '0034-sign-in-attempts': signInAttempts,
  '0035-user-erasure': userErasure,
  '0036-announced-read-versions': announcedReadVersions,
  '0037-staff-participants': staffParticipants,
  '0038-player-ratings': playerRatings,
  '0039-circuits': circuits,
  '0040-leaderboard-order': leaderboardOrder,
  '0041-leaderboard-read-keys': leaderboardReadKeys,
  '0042-leaderboard-player-keys': leaderboardPlayerKeys,
  '0043-leaderboard-match-counts': leaderboardMatchCounts,
};
