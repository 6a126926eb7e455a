import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SqliteDatabase from 'better-sqlite3';

/**
 * Each pass copies the newest version of every page written since the last one and syncs the
 * file, so a page that many commits touch (an index's last leaf, a version row) is copied once a
 * pass, and fewer passes copy less. But while a pass syncs, the file system holds the writes the
 * next commits make to the WAL: the longer the pass, the longer they wait. At 1M matches and 50
 * connections writing, 100 ms apart took write p99 from 52-57 ms (250 ms apart) to 43-44 ms for
 * team creation and registration, for a few percent more CPU; 50 ms apart cost more CPU again.
 */
const CHECKPOINT_INTERVAL_MS = 100;
/** SQLite's own default: the connection checkpoints after a commit that leaves this many WAL pages. */
const AUTOCHECKPOINT_PAGES = 1000;
/**
 * With the worker, the connection still checkpoints at this many pages (about 40 MB). The worker
 * copies pages while writes go on, but SQLite only starts the WAL over once every page is
 * copied, which a writer that never pauses does not allow; then this bound drains it.
 */
const BOUND_WITH_WORKER_PAGES = 10_000;
/** After the WAL starts over, its file is cut back to this size rather than left at its peak. */
const WAL_FILE_LIMIT_BYTES = 64 * 1024 * 1024;

// Plain CommonJS for an eval worker: it runs the same whether the app runs compiled or from source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    clearInterval(timer);
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints the WAL of the database file from a worker thread, on a connection of its own.
 * SQLite otherwise checkpoints inside the commit that crosses 1000 WAL pages, copying pages and
 * syncing the file while every request waits on the event loop; here that work overlaps with
 * the requests, and the connection only finishes what is left past a bound. If the worker
 * fails, the connection checkpoints itself at SQLite's default again.
 */
export function checkpointInBackground(sqlite: SqliteDatabase.Database, path: string) {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    // The thread runs one pragma on a timer: V8's default heap reservations for a thread cost
    // the server about 6 MB of resident memory for nothing.
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 8, codeRangeSizeMb: 2 },
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      intervalMs: CHECKPOINT_INTERVAL_MS,
    },
  });
  worker.unref(); // a CLI command must still exit when its work is done
  sqlite.pragma(`wal_autocheckpoint = ${BOUND_WITH_WORKER_PAGES}`);
  sqlite.pragma(`journal_size_limit = ${WAL_FILE_LIMIT_BYTES}`);
  const checkpointHere = () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  };
  worker.once('message', checkpointHere);
  worker.once('error', checkpointHere);
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      checkpointHere();
      resolve();
    }),
  );
  return {
    /** Closes the worker's connection and waits for the thread to end. */
    stop: async () => {
      // Held by the thread until it ends: an unreferenced worker awaited alone lets the process
      // exit in the middle of the caller's shutdown.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
