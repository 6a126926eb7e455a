import type { Executor } from '../../db/database.js';
import { featureHook } from '../hook.js';

/**
 * Computes and keeps the bracket layout of a tournament that has rounds but no stored layout,
 * and returns its text. Rounds and matches are brackets', and brackets sits above tournaments:
 * it hands its computation over here.
 */
type MissingLayout = (
  db: Executor,
  tenantId: string,
  tournamentId: string,
) => Promise<string | null>;

const missingLayout = featureHook<MissingLayout>('bracket layout');

export const provideMissingLayout = missingLayout.fill;

export const computeMissingLayout: MissingLayout = (...args) => missingLayout.get()(...args);
