import { createRequire } from 'node:module';
import type pg from 'pg';

let driver: typeof pg | undefined;

/**
 * The PostgreSQL driver, loaded on first use: with it comes Node's fetch implementation, about
 * 2.5 MB of memory that a server on SQLite would hold for nothing.
 */
export function postgresDriver(): typeof pg {
  if (!driver) {
    driver = createRequire(import.meta.url)('pg') as typeof pg;
    // COUNT(*) and SUM over integers come back as int8/numeric strings; every count we read
    // fits in a double, so parse them once here instead of at each call site.
    driver.types.setTypeParser(driver.types.builtins.INT8, (v) => Number(v));
    driver.types.setTypeParser(driver.types.builtins.NUMERIC, (v) => Number(v));
  }
  return driver;
}
