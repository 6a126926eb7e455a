import type pg from 'pg';
import { isBuiltOnce } from './prepared.js';

/**
 * PostgreSQL plans every statement it is sent without a name again, and for our joins planning
 * costs more than running: a tournament detail took 0.25 ms to plan and 0.04 ms to run, a duel
 * matches page's statement several milliseconds to plan. A statement sent with a name is parsed
 * once per connection and its plan kept. The statements `prepared.ts` builds once are a fixed
 * set, so each gets a name; any other statement (built per request, of unbounded variety) goes
 * unnamed, as before.
 */
const names = new Map<string, string>();

const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `tourney_${names.size + 1}`));
  return name;
};

/**
 * A named statement the connection can no longer run: its result's columns changed under it
 * (another process migrated the schema), or a pooler in front of PostgreSQL sent it to a
 * connection that never saw it.
 */
const isStale = ({ code, message }: { code?: string; message?: string }) =>
  code === '26000' || (code === '0A000' && /cached plan/.test(message ?? ''));

const GENERIC_PLANS = 'set plan_cache_mode = force_generic_plan';

type Query = (config: unknown, values?: unknown[]) => Promise<pg.QueryResult>;

/** Sends the pool's built-once statements by name; `false` leaves the pool as it is. */
export function nameBuiltOnceStatements(pool: pg.Pool, enabled: boolean) {
  if (!enabled) return;
  pool.on('connect', (client) => {
    const unnamed = client.query.bind(client) as Query;
    // Left to choose, PostgreSQL planned the hottest named statements again at every run (the
    // generic plan's estimate never beat the custom plans'), paying the planning the names are
    // there to spare: a duel result's reads took longer to plan than to run. Their plans do not
    // depend on the values (ids, a tenant, a status). Queued ahead of the connection's first
    // query; should it fail, the connection plans as PostgreSQL chooses.
    void unnamed(GENERIC_PLANS).catch(() => undefined);
    // Names this connection stopped using: each goes unnamed from then on.
    const stale = new Set<string>();
    const query: Query = async (config, values) => {
      if (typeof config !== 'string' || !isBuiltOnce(config)) return unnamed(config, values);
      const name = nameOf(config);
      if (stale.has(name)) return unnamed(config, values);
      try {
        return await unnamed({ name, text: config, values });
      } catch (error) {
        if (!isStale(error as object)) throw error;
        stale.add(name);
        // Outside a transaction this answers; inside one the failure has ended the transaction,
        // and its caller gets the first error, as from any failed transaction.
        return unnamed(config, values).catch(() => Promise.reject(error));
      }
    };
    client.query = query as typeof client.query;
  });
}
