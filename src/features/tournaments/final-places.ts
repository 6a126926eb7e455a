import type { Executor } from '../../db/database.js';
import { featureHook } from '../hook.js';

/** Why a tournament's final places moved. */
export type FinalPlacesChange =
  'tournament_completed' | 'tournament_reopened' | 'results_corrected';

type FinalPlacesListener = (
  trx: Executor,
  tenantId: string,
  tournamentId: string,
  change: FinalPlacesChange,
) => Promise<void>;

/** Circuits build on tournaments and follow their final places: they listen here. */
const listener = featureHook<FinalPlacesListener>('listener for final places');

export const onFinalPlacesMoved = listener.fill;

/** Tells whoever follows the tournament's final places that they moved, in `trx`. */
export const finalPlacesMoved: FinalPlacesListener = (...args) => listener.get()(...args);
