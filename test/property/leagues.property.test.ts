import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '@tourney/engine';
import { expectOk } from '../helpers/test-app.js';
import { setup } from './bracket-client.js';
import {
  count,
  describeDuelFormats,
  NUM_RUNS,
  seed,
  TIMEOUT,
  usePropertyApp,
  type DuelFormat,
} from './duel-property.js';

const app = usePropertyApp();

const formats: DuelFormat[] = [
  ['round robin, one leg', { roundType: 3 }, 12],
  ['round robin, two legs', { roundType: 3, legs: 2 }, 8],
  ['Swiss', { roundType: 4 }],
];

describeDuelFormats('league formats through the API', formats);

describe('FFA through the API', () => {
  it(
    'splits everybody into groups, scores every match and crowns the points leader',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          count,
          fc.integer({ min: 2, max: 8 }),
          fc.integer({ min: 1, max: 3 }),
          seed,
          async (n, size, perGroup, s) => {
            const { t, c } = app;
            const { tournament, teams } = await setup(t, n, 2);
            const round = await c.createRound(tournament.id, {
              roundType: 5,
              maxParticipants: size,
              matchesPerGroup: perGroup,
            });
            const generated = expectOk(await c.generate(round.id));
            const groups = (await c.groups(round.id)).items;
            expect(generated.numberOfMatches).toBe(groups.length * perGroup);
            expect(groups.reduce((sum: number, g: any) => sum + g.participantCount, 0)).toBe(n);
            const random = mulberry32(s);
            for (const group of groups) {
              const members = await t.database.db
                .selectFrom('group_participants')
                .select('participantId')
                .where('groupId', '=', group.id)
                .execute();
              expect(members.length).toBeLessThanOrEqual(size);
              for (let matchNumber = 1; matchNumber <= perGroup; matchNumber++) {
                const order = members.map((m) => m.participantId).sort(() => random() - 0.5);
                const placements = order.map((participantId, i) => ({
                  participantId,
                  placement: i + 1,
                  finishes: Math.floor(random() * 5),
                  knocks: Math.floor(random() * 3),
                }));
                expectOk(await c.groupResults(group.id, { matchNumber, placements }));
              }
              const board = await c.groupStandings(group.id);
              // Competition ranks: a line equal to the one above on points, finishes and best
              // placement shares its rank; any other line is ranked by its position.
              const expectedRanks: number[] = [];
              board.standings.forEach((line: any, i: number) => {
                const above = board.standings[i - 1];
                const tied =
                  above &&
                  ['points', 'finishes', 'bestPlacement'].every((key) => above[key] === line[key]);
                expectedRanks.push(tied ? expectedRanks[i - 1]! : i + 1);
              });
              expect(board.standings).toHaveLength(members.length);
              expect(board.standings.map((l: any) => l.rank)).toEqual(expectedRanks);
              for (const line of board.standings) expect(line.matchesPlayed).toBe(perGroup);
            }
            expect((await c.round(round.id)).status).toBe(3);
            const crowned = await c.tournamentRow(tournament.id);
            expect(crowned.status).toBe(3);
            expect(teams.map((x) => x.teamId)).toContain(crowned.winnerTeamId);
          },
        ),
        { numRuns: NUM_RUNS },
      );
    },
    TIMEOUT,
  );
});
