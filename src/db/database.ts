import type { Kysely, Transaction } from 'kysely';
import type { OutboxEventTable } from '../features/events/event.table.js';
import type { CurrencyTable, GameMapTable, GameTable } from '../features/games/game.table.js';
import type { TeamInviteTable, TeamMemberTable, TeamTable } from '../features/teams/team.table.js';
import type { ApiKeyTable, TenantTable } from '../features/tenants/tenant.table.js';
import type {
  RegistrationTable,
  TournamentTable,
} from '../features/tournaments/tournament.table.js';
import type { UserGameIdTable, UserTable } from '../features/users/user.table.js';

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
  rounds: import('../features/brackets/bracket.table.js').RoundTable;
  round_groups: import('../features/brackets/bracket.table.js').GroupTable;
  group_participants: import('../features/brackets/bracket.table.js').GroupParticipantTable;
  matches: import('../features/brackets/bracket.table.js').MatchTable;
  match_games: import('../features/brackets/bracket.table.js').MatchGameTable;
  ffa_results: import('../features/brackets/bracket.table.js').FfaResultTable;
  webhook_configs: import('../features/webhooks/webhook.table.js').WebhookConfigTable;
  webhook_deliveries: import('../features/webhooks/webhook.table.js').WebhookDeliveryTable;
  webhook_attempts: import('../features/webhooks/webhook.table.js').WebhookAttemptTable;
}

export type Db = Kysely<Database>;
/** A database handle or an open transaction: repositories accept either. */
export type Executor = Kysely<Database> | Transaction<Database>;
