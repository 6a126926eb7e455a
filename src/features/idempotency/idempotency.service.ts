import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { businessRule } from '../../errors.js';
import * as repo from './idempotency.repository.js';
import type { ClaimRef } from './idempotency.repository.js';

/** How long a key remembers its answer, as Stripe's keys do. */
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim whose request has not answered after this long is taken as abandoned (the process
 * died between the handler's commit and recording the answer): the key may then run again.
 * Well above REQUEST_TIMEOUT_MS's default, so a slow request is not run twice.
 */
const IN_FLIGHT_TTL_MS = 60_000;

export interface IdempotentRequest {
  /** `tenant:<tenantId>` or `admin`: keys of different callers never meet. */
  scope: string;
  key: string;
  fingerprint: string;
}

/** A stored answer: its status and its envelope without `meta`. */
interface StoredAnswer {
  status: number;
  envelope: Record<string, unknown>;
}

export type Begun =
  | { kind: 'claimed'; claim: ClaimRef }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in-flight' };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Claims the key for this request, or says what to answer instead: the stored answer of the
 * same request, or that it is still running. Throws when the key was used for another request.
 */
export async function beginRequest(
  db: Db,
  request: IdempotentRequest,
  now: number,
): Promise<Begun> {
  const claim = { scope: request.scope, key: request.key, claimToken: randomUUID() };
  const row = {
    ...claim,
    fingerprint: request.fingerprint,
    createdAt: iso(now),
    lockedUntil: iso(now + IN_FLIGHT_TTL_MS),
  };
  const reclaimable = { createdBefore: iso(now - KEY_TTL_MS), now: iso(now) };
  if (await repo.claimKey(db, row, reclaimable)) return { kind: 'claimed', claim };
  const existing = await repo.findKey(db, request.scope, request.key);
  if (existing && existing.fingerprint !== request.fingerprint) {
    throw businessRule(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used for a different request; use a new key for a new request',
    );
  }
  // A missing row was swept between the two statements: as good as in flight, a retry claims it.
  if (!existing || existing.responseStatus === null) return { kind: 'in-flight' };
  if (existing.responseBody === null) {
    throw businessRule(
      'IDEMPOTENCY_SECRET_NOT_REPLAYED',
      'This request already succeeded with this Idempotency-Key; its answer held a secret that is shown only once, so it is not repeated',
    );
  }
  const envelope = JSON.parse(existing.responseBody) as Record<string, unknown>;
  return { kind: 'replay', answer: { status: existing.responseStatus, envelope } };
}

/**
 * Keeps the answer of a claimed request for its repeats. A server error (or an answer that is
 * not a JSON envelope) is not an outcome: the claim is released so the client may retry. An
 * answer carrying a secret shown once is kept without its body.
 */
export async function finishRequest(
  db: Db,
  claim: ClaimRef,
  status: number,
  envelope: Record<string, unknown> | undefined,
  { secretShownOnce }: { secretShownOnce: boolean },
) {
  if (status >= 500 || !envelope) return repo.releaseKey(db, claim);
  const withheld = secretShownOnce && status < 300;
  await repo.completeKey(db, claim, {
    responseStatus: status,
    responseBody: withheld ? null : JSON.stringify(envelope),
  });
}

export const forgetExpiredKeys = (db: Db, now: number) =>
  repo.deleteKeysCreatedBefore(db, iso(now - KEY_TTL_MS));
