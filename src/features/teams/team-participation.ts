import type { Executor } from '../../db/database.js';
import { featureHook } from '../hook.js';

/** What teams must know of the tournaments a team plays in, answered in the caller's transaction. */
interface TeamParticipation {
  /** Whether the team holds an approved registration in an ongoing tournament. */
  isTeamInOngoingTournament(trx: Executor, tenantId: string, teamId: string): Promise<boolean>;
  /** Withdraws the team's open registrations: the team is being deleted. */
  withdrawDeletedTeam(trx: Executor, tenantId: string, teamId: string): Promise<void>;
}

/** Tournaments build on teams, so teams cannot call them: the tournaments feature answers here. */
const participation = featureHook<TeamParticipation>('team participation');

export const answerTeamParticipation = participation.fill;
export const teamParticipation = participation.get;
