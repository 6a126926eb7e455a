import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { Uuid } from '../../../http/schemas.js';
import { BracketSideName } from '../matches/index.js';

const BracketDataRoundSchema = Type.Object({
  round: Type.Integer({ minimum: 1, description: "The match's `bracket.round`" }),
  matchIds: Type.Array(Uuid(), { description: 'By `bracket.position`: index 0 is position 1' }),
});

const BracketDataSideSchema = Type.Object({
  side: BracketSideName,
  rounds: Type.Array(BracketDataRoundSchema),
});

const BracketDataStageSchema = Type.Object({
  roundId: Uuid(),
  roundNumber: Type.Integer({ minimum: 1 }),
  roundType: Type.Integer({ description: 'The RoundType code of the round' }),
  sides: Type.Array(BracketDataSideSchema, {
    description: 'Winners, losers, grand final, reset, third place (in that order); empty for FFA',
  }),
});

/**
 * The layout of a tournament's brackets, ids only: `bracketData` holds it as JSON text once the
 * tournament has a round. Match details come from the match reads.
 */
const BracketDataSchema = Type.Object(
  { rounds: Type.Array(BracketDataStageSchema, { description: 'By roundNumber' }) },
  {
    description:
      "The JSON inside a tournament's `bracketData` once it has a round: each round's duel matches by side, round and position",
  },
);
// A component though no operation refers to it: the `bracketData` field's description names it.
Component('BracketData', BracketDataSchema, {
  rounds: [
    {
      roundId: '7b0c5d2e-3f4a-4b6c-8d9e-0a1b2c3d4e5f',
      roundNumber: 1,
      roundType: 1,
      sides: [
        {
          side: 'winners',
          rounds: [
            {
              round: 1,
              matchIds: [
                '1a2b3c4d-0000-4000-8000-000000000001',
                '1a2b3c4d-0000-4000-8000-000000000002',
              ],
            },
            { round: 2, matchIds: ['1a2b3c4d-0000-4000-8000-000000000003'] },
          ],
        },
      ],
    },
  ],
});
export type BracketDataView = Static<typeof BracketDataSchema>;
