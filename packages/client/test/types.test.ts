// These checks are made by the type checker (`npm run typecheck`); at run time they only run.
import { describe, expectTypeOf, it } from 'vitest';
import type {
  CallInput,
  Match,
  PagedOperationId,
  PageItem,
  ResponseData,
  Team,
  TeamDetail,
  Tournament,
  TournamentSummary,
  TournamentSummaryPage,
  TourneyClient,
} from '../src/index.js';

describe('types derived from the OpenAPI document', () => {
  it('resolve an operation to the named schema of its data', () => {
    expectTypeOf<ResponseData<'getTournament'>>().toEqualTypeOf<Tournament>();
    expectTypeOf<ResponseData<'getTeam'>>().toEqualTypeOf<TeamDetail>();
    expectTypeOf<ResponseData<'createTeam'>>().toEqualTypeOf<Team>();
    expectTypeOf<ResponseData<'listTournaments'>>().toEqualTypeOf<TournamentSummaryPage>();
    // An answer without data (a delete) resolves to undefined.
    expectTypeOf<ResponseData<'deleteTeam'>>().toEqualTypeOf<undefined>();
  });

  it('know which operations answer pages, and the type of their items', () => {
    expectTypeOf<'listTournaments'>().toExtend<PagedOperationId>();
    expectTypeOf<'listDuelMatches'>().toExtend<PagedOperationId>();
    expectTypeOf<'getTeam'>().not.toExtend<PagedOperationId>();
    expectTypeOf<PageItem<'listTournaments'>>().toEqualTypeOf<TournamentSummary>();
    expectTypeOf<PageItem<'listDuelMatches'>>().toEqualTypeOf<Match>();
  });

  it('ask for the path, query and body an operation needs, and refuse others', () => {
    expectTypeOf<CallInput<'getTeam'>['params']['path']>().toEqualTypeOf<{ teamId: string }>();
    // Never called: each line is a check of the type checker.
    const calls = (client: TourneyClient) => {
      void client.call('getTeam', { params: { path: { teamId: 't1' } } });
      void client.call('listGames');
      void client.call('listTournaments', { params: { query: { pageSize: 50 } } });
      // @ts-expect-error the path parameter is required
      void client.call('getTeam', { params: { path: {} } });
      // @ts-expect-error so is the input that holds it
      void client.call('getTeam');
      // @ts-expect-error an operation the API does not have
      void client.call('getEverything');
      void client.call('createTeam', {
        params: { query: { externalId: 'team-1', externalUserId: 'player-1' } },
        // @ts-expect-error the body's name is a string
        body: { name: 1, gameId: 'g1', teamSize: 5 },
      });
      // @ts-expect-error the event stream is read with client.tournaments.stream
      void client.call('streamTournamentEvents', { params: { path: { tournamentId: 't1' } } });
      // @ts-expect-error pages() takes list operations only
      void client.pages('getTeam', { params: { path: { teamId: 't1' } } });
    };
    expectTypeOf(calls).toBeFunction();
  });
});
