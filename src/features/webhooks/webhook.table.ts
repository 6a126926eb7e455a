export interface WebhookConfigTable {
  id: string;
  tenantId: string;
  url: string;
  /** JSON array of event names; an empty array subscribes to every event. */
  eventTypes: string;
  /**
   * The HMAC key, encrypted at rest (see secrets/secret-box.ts); the worker decrypts it to sign.
   * Never returned by the API.
   */
  secretKey: string | null;
  isActive: number;
  /** Set when the service disabled the configuration itself (410 Gone, failing for 5 days). */
  disabledAt: string | null;
  disabledReason: string | null;
  /** Start of the current run of failed attempts; cleared by a success. */
  firstFailureAt: string | null;
  lastSuccessAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one configuration. Its id is the `X-Webhook-Id`, the same on every attempt. */
export interface WebhookDeliveryTable {
  id: string;
  tenantId: string;
  configId: string;
  eventId: string;
  event: string;
  /** The exact bytes sent (and signed) on every attempt, built once at fan-out. */
  body: string;
  status: DeliveryStatus;
  /** Attempts started, counted at claim time so a worker that dies mid-attempt still uses one up. */
  attemptCount: number;
  /** Of those, attempts answered with a honoured Retry-After: they do not use up the schedule. */
  deferredAttempts: number;
  nextAttemptAt: string | null;
  /** A claim is a lease: past this instant another worker may take the delivery over. */
  leaseUntil: string | null;
  leaseOwner: string | null;
  /** 1 after a manual redelivery of a finished delivery: one attempt, no retry schedule. */
  singleAttempt: number;
  /** 1 when a redelivery was asked for while an attempt was in flight: it runs right after. */
  redeliveryQueued: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
}

export interface WebhookAttemptTable {
  id: string;
  deliveryId: string;
  tenantId: string;
  attemptNumber: number;
  attemptedAt: string;
  /** 'success' | 'retry' | 'disable', as retry-policy classifies the response. */
  outcome: string;
  statusCode: number | null;
  durationMs: number;
  /** At most 20 KB of the response body. */
  responseExcerpt: string;
  error: string | null;
}
