import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per account (email) and per client address within the window. */
export const MAX_FAILURES = { account: 10, address: 50 } as const;

type Kind = keyof typeof MAX_FAILURES;
const subjectOf = (kind: Kind, value: string) => `${kind}:${value}`;

/**
 * Failed sign-ins counted in the database, so the limit holds across API processes: an
 * account or an address that failed too often in the window is refused with 429 and
 * Retry-After, before its password is even checked.
 */
export async function refuseIfThrottled(db: Db, email: string | null, address: string) {
  const now = Date.now();
  const since = new Date(now - THROTTLE_WINDOW_MS).toISOString();
  const subjects: [Kind, string][] = [['address', address]];
  if (email !== null) subjects.push(['account', email]);
  for (const [kind, value] of subjects) {
    const row = await db
      .selectFrom('sign_in_failures')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('count'),
        eb.fn.min('failedAt').as('oldest'),
      ])
      .where('subject', '=', subjectOf(kind, value))
      .where('failedAt', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(row.count) < MAX_FAILURES[kind]) continue;
    const freeAt = Date.parse(String(row.oldest)) + THROTTLE_WINDOW_MS;
    throw new AppError(
      'RATE_LIMITED',
      kind === 'account'
        ? 'Too many failed sign-ins for this account, retry later'
        : 'Too many failed sign-ins from this address, retry later',
      { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now) / 1000)) },
    );
  }
}

/** Counts one failed sign-in against the address and, when one was named, the account. */
export async function recordFailure(db: Db, email: string | null, address: string) {
  const failedAt = new Date().toISOString();
  const rows = [{ id: randomUUID(), subject: subjectOf('address', address), failedAt }];
  if (email !== null)
    rows.push({ id: randomUUID(), subject: subjectOf('account', email), failedAt });
  await db.insertInto('sign_in_failures').values(rows).execute();
  // Old rows say nothing any more; pruning a few on each failure keeps the table small.
  await db
    .deleteFrom('sign_in_failures')
    .where('failedAt', '<', new Date(Date.now() - THROTTLE_WINDOW_MS).toISOString())
    .execute();
}

/** A successful sign-in starts the account's count afresh. */
export async function clearAccountFailures(db: Db, email: string) {
  await db
    .deleteFrom('sign_in_failures')
    .where('subject', '=', subjectOf('account', email))
    .execute();
}
