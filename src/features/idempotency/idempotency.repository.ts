import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { IdempotencyKeyTable } from './idempotency.table.js';

/** Identifies one claim of a key: the row, and the token of the request that holds it. */
export interface ClaimRef {
  scope: string;
  key: string;
  claimToken: string;
}

/**
 * Inserts the claim, or takes over a row that has expired (`createdBefore`) or whose request
 * was abandoned in flight (locked until before `now`). One statement, so of any number of
 * concurrent claims on either engine exactly one reports true.
 */
export async function claimKey(
  db: Executor,
  row: Insertable<IdempotencyKeyTable>,
  { createdBefore, now }: { createdBefore: string; now: string },
): Promise<boolean> {
  const result = await db
    .insertInto('idempotency_keys')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet((eb) => ({
          fingerprint: eb.ref('excluded.fingerprint'),
          claimToken: eb.ref('excluded.claimToken'),
          createdAt: eb.ref('excluded.createdAt'),
          lockedUntil: eb.ref('excluded.lockedUntil'),
          responseStatus: null,
          responseBody: null,
        }))
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.createdAt', '<', createdBefore),
            eb.and([
              eb('idempotency_keys.responseStatus', 'is', null),
              eb('idempotency_keys.lockedUntil', '<', now),
            ]),
          ]),
        ),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export const findKey = (db: Executor, scope: string, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'createdAt', 'responseStatus', 'responseBody'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();

/** Records the answer, unless the claim has been taken over in the meantime. */
export async function completeKey(
  db: Executor,
  claim: ClaimRef,
  answer: { responseStatus: number; responseBody: string | null },
) {
  await db
    .updateTable('idempotency_keys')
    .set(answer)
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claimToken', '=', claim.claimToken)
    .execute();
}

/** Forgets the claim, so the same key may run the request again. */
export async function releaseKey(db: Executor, claim: ClaimRef) {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('claimToken', '=', claim.claimToken)
    .execute();
}

export async function deleteKeysCreatedBefore(db: Executor, createdBefore: string) {
  await db.deleteFrom('idempotency_keys').where('createdAt', '<', createdBefore).execute();
}
