import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { call, type TestApp } from './test-app.js';
import { newTeam, newTournament } from './tournament-factories.js';

/**
 * The calls of a team's life in a tournament, as its owner and the organiser make them.
 * `app` is read at each call: test files build their app in `beforeAll`.
 */
export function teamRegistrationCalls(app: () => TestApp) {
  const db = () => app().database.db;
  const api = (opts: Parameters<typeof call>[2]) => call(app().app, app().tenant.apiKey, opts);
  const team = (gameId: string) => newTeam(db(), app().tenant.tenantId, gameId, 2);
  type Team = Awaited<ReturnType<typeof team>>;
  return {
    db,
    api,
    team,
    tournament: (overrides: Partial<TournamentTable> = {}) =>
      newTournament(db(), app().tenant.tenantId, overrides),
    deleteTeam: (tm: Team) =>
      api({
        method: 'DELETE',
        url: `/api/v1/teams/${tm.teamId}?externalUserId=${tm.owner.externalId}`,
      }),
    register: (tournamentId: string, tm: Team) =>
      api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournamentId}/registrations/teams/${tm.teamId}?externalUserId=${tm.owner.externalId}`,
        payload: {},
      }),
    withdraw: (tournamentId: string, tm: Team) =>
      api({
        method: 'DELETE',
        url: `/api/v1/tournaments/${tournamentId}/registrations/teams/${tm.teamId}?externalUserId=${tm.owner.externalId}`,
      }),
    approve: (tournamentId: string, registrationId: string) =>
      api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournamentId}/registrations/${registrationId}/approve`,
        payload: {},
      }),
  };
}
