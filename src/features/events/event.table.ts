import type { Generated } from 'kysely';

export interface OutboxEventTable {
  id: string;
  tenantId: string;
  /** The tournament the event concerns; null for events of no tournament (teams). */
  tournamentId: string | null;
  /** `resource.action`, e.g. `team.created`. */
  event: string;
  /** The JSON body `data`, serialised once so every delivery signs the same bytes. */
  payload: string;
  createdAt: string;
  /** Set by the webhook worker once the event has been turned into deliveries. */
  fannedOutAt: string | null;
  /**
   * With `seq`, the event's place in commit order (migration 0023): the writing transaction's id
   * on PostgreSQL, 0 on SQLite. Both are set by the database.
   */
  txid: Generated<number>;
  seq: Generated<number>;
}
