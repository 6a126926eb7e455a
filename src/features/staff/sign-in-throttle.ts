import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per account (email) and per client address within the window. */
const MAX_FAILURES = { account: 10, address: 50 } as const;

type Kind = keyof typeof MAX_FAILURES;
const subjectOf = (kind: Kind, value: string) => `${kind}:${value}`;

/** Where a sign-in comes from, and where its refusals are logged. */
export interface SignInOrigin {
  /** The client's address, as throttles count it (an IPv6 address by its /64). */
  address: string;
  log: { warn(fields: object, message: string): void };
}

/** A sign-in counted before its password is checked: a success takes the count back. */
export interface SignInAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts one attempt of `subject` in its window, in one statement: the count each concurrent
 * attempt gets back is its own, so no more than the budget of them can pass. A window that has
 * ended starts again at 1.
 */
async function countAttempt(db: Db, subject: string, now: number) {
  const at = new Date(now).toISOString();
  const endsAt = new Date(now + THROTTLE_WINDOW_MS).toISOString();
  const ended = sql<boolean>`sign_in_attempts."windowEndsAt" <= ${at}`;
  return db
    .insertInto('sign_in_attempts')
    .values({ subject, attempts: 1, windowEndsAt: endsAt })
    .onConflict((oc) =>
      oc.column('subject').doUpdateSet({
        attempts: sql`case when ${ended} then 1 else sign_in_attempts.attempts + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${endsAt} else sign_in_attempts."windowEndsAt" end`,
      }),
    )
    .returning(['attempts', 'windowEndsAt'])
    .executeTakeFirstOrThrow();
}

async function takeBack(db: Db, subject: string, windowEndsAt: string) {
  await db
    .updateTable('sign_in_attempts')
    .set({ attempts: sql`attempts - 1` })
    .where('subject', '=', subject)
    .where('windowEndsAt', '=', windowEndsAt)
    .where('attempts', '>', 0)
    .execute();
}

/**
 * Counts a sign-in against its address and, when one was named, its account, before the
 * password is checked (so every API process, and every request in flight, draws on one count):
 * past either budget, 429 with Retry-After, logged once per window. Settle the attempt with
 * `succeeded` once the password matched; a failure stays counted.
 */
export async function beginSignIn(
  db: Db,
  email: string | null,
  origin: SignInOrigin,
): Promise<SignInAttempt> {
  const now = Date.now();
  const address = subjectOf('address', origin.address);
  const byAddress = await countAttempt(db, address, now);
  if (byAddress.attempts === 1) await forgetEndedWindows(db, now);
  if (byAddress.attempts > MAX_FAILURES.address) {
    refuse('address', origin, byAddress, now);
  }
  if (email === null) return { succeeded: () => takeBack(db, address, byAddress.windowEndsAt) };
  const account = subjectOf('account', email);
  const byAccount = await countAttempt(db, account, now);
  if (byAccount.attempts > MAX_FAILURES.account) {
    // Refused unchecked: not a failure of this address.
    await takeBack(db, address, byAddress.windowEndsAt);
    refuse('account', origin, byAccount, now, email);
  }
  return {
    // A successful sign-in starts the account's count afresh.
    succeeded: async () => {
      await takeBack(db, address, byAddress.windowEndsAt);
      await db.deleteFrom('sign_in_attempts').where('subject', '=', account).execute();
    },
  };
}

function refuse(
  kind: Kind,
  origin: SignInOrigin,
  counted: { attempts: number; windowEndsAt: string },
  now: number,
  account?: string,
): never {
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(counted.windowEndsAt) - now) / 1000));
  // Refused attempts are counted too: the first of the window is the one past the budget.
  if (counted.attempts === MAX_FAILURES[kind] + 1) {
    origin.log.warn(
      { throttle: 'sign-in', kind, address: origin.address, account, retryAfterSeconds },
      `too many failed sign-ins for this ${kind}: refusing its sign-ins`,
    );
  }
  throw new AppError(
    'RATE_LIMITED',
    kind === 'account'
      ? 'Too many failed sign-ins for this account, retry later'
      : 'Too many failed sign-ins from this address, retry later',
    { retryAfterSeconds },
  );
}

/** Windows that have ended say nothing any more; deleting them keeps the table small. */
async function forgetEndedWindows(db: Db, now: number) {
  await db
    .deleteFrom('sign_in_attempts')
    .where('windowEndsAt', '<=', new Date(now).toISOString())
    .execute();
}
