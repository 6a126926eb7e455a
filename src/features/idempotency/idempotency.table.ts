/**
 * A request made with an `Idempotency-Key`: claimed before its handler runs, then holding the
 * answer to replay. A row whose `responseStatus` is null is still in flight.
 */
export interface IdempotencyKeyTable {
  /** Whose key it is: `tenant:<tenantId>`, or `admin` for the operator routes. */
  scope: string;
  key: string;
  /** SHA-256 of the request (method, route, path parameters, query, canonical body). */
  fingerprint: string;
  /** Random per claim, so a claim that expired and was taken over cannot write the answer. */
  claimToken: string;
  createdAt: string;
  /** While in flight: after this moment the claim is abandoned and the key may run again. */
  lockedUntil: string;
  responseStatus: number | null;
  /** The JSON envelope without `meta`; null when the answer carried a secret shown once. */
  responseBody: string | null;
}
