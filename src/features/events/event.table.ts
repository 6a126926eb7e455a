export interface OutboxEventTable {
  id: string;
  tenantId: string;
  /** `resource.action`, e.g. `team.created`. */
  event: string;
  /** The JSON body `data`, serialised once so every delivery signs the same bytes. */
  payload: string;
  createdAt: string;
  /** Set by the webhook worker once the event has been turned into deliveries. */
  fannedOutAt: string | null;
}
