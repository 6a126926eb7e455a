import type { Kysely, Transaction } from 'kysely';
import type {
  MatchReportSettingsTable,
  MatchReportTable,
} from '../features/match-reports/match-report.table.js';
import type {
  PlayerRatingTable,
  RatingChangeTable,
  TournamentRosterTable,
} from '../features/ratings/rating.table.js';
import type { CircuitTable, CircuitTournamentTable } from '../features/circuits/circuit.table.js';
import type { OutboxEventTable } from '../features/events/event.table.js';
import type { IdempotencyKeyTable } from '../features/idempotency/idempotency.table.js';
import type { CurrencyTable, GameMapTable, GameTable } from '../features/games/game.table.js';
import type { TeamInviteTable, TeamMemberTable, TeamTable } from '../features/teams/team.table.js';
import type {
  ConsoleSessionTable,
  SignInAttemptTable,
  StaffInvitationTable,
  StaffMemberTable,
} from '../features/staff/staff.table.js';
import type { ApiKeyTable, TenantTable } from '../features/tenants/tenant.table.js';
import type {
  RegistrationCountTable,
  TournamentCountTable,
  RegistrationTable,
  TournamentTable,
} from '../features/tournaments/tournament.table.js';
import type { UserGameIdTable, UserTable } from '../features/users/user.table.js';
import type {
  BracketLayoutTable,
  DuelStandingsTable,
  DuelTallyTable,
  FfaResultTable,
  GroupParticipantTable,
  GroupTable,
  MatchGameTable,
  MatchTable,
  RoundTable,
} from '../features/brackets/bracket.table.js';
import type {
  WebhookAttemptTable,
  WebhookConfigTable,
  WebhookDeliveryTable,
} from '../features/webhooks/webhook.table.js';

/** The two database engines the server runs on. */
export type Engine = 'sqlite' | 'postgres';

/**
 * Every table, by its SQL name. Columns are camelCase in both engines (Kysely quotes
 * identifiers), so rows map to API fields without a renaming layer. Timestamps are ISO 8601
 * UTC strings, booleans are 0/1 integers: the same values on SQLite and PostgreSQL.
 */
export interface Database {
  tenants: TenantTable;
  api_keys: ApiKeyTable;
  games: GameTable;
  game_maps: GameMapTable;
  currencies: CurrencyTable;
  users: UserTable;
  user_game_ids: UserGameIdTable;
  teams: TeamTable;
  team_members: TeamMemberTable;
  team_invites: TeamInviteTable;
  outbox_events: OutboxEventTable;
  tournaments: TournamentTable;
  tournament_registrations: RegistrationTable;
  registration_counts: RegistrationCountTable;
  tournament_counts: TournamentCountTable;
  rounds: RoundTable;
  round_groups: GroupTable;
  group_participants: GroupParticipantTable;
  matches: MatchTable;
  match_games: MatchGameTable;
  ffa_results: FfaResultTable;
  duel_standings: DuelStandingsTable;
  duel_tallies: DuelTallyTable;
  bracket_layouts: BracketLayoutTable;
  webhook_configs: WebhookConfigTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  idempotency_keys: IdempotencyKeyTable;
  staff_members: StaffMemberTable;
  staff_invitations: StaffInvitationTable;
  console_sessions: ConsoleSessionTable;
  player_ratings: PlayerRatingTable;
  rating_changes: RatingChangeTable;
  tournament_rosters: TournamentRosterTable;
  sign_in_attempts: SignInAttemptTable;
  read_versions: ReadVersionTable;
  match_reports: MatchReportTable;
  match_report_settings: MatchReportSettingsTable;
  circuits: CircuitTable;
  circuit_tournaments: CircuitTournamentTable;
}

/** Written only by triggers (migration 0013-read-versions); see `read-versions.ts`. */
interface ReadVersionTable {
  key: string;
  version: number;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;
