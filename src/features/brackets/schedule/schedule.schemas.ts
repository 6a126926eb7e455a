import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../../http/components.js';
import { DateTime, Nullable, Uuid } from '../../../http/schemas.js';

const SetScheduleBodySchema = Type.Object(
  {
    scheduledAt: Nullable(
      DateTime("When the match (FFA: the group's first match) starts, in UTC; null clears it"),
    ),
  },
  { additionalProperties: false },
);
export const SetScheduleBody = Component('SetScheduleRequest', SetScheduleBodySchema, {
  scheduledAt: '2030-06-01T18:00:00.000Z',
});
export type SetScheduleInput = Static<typeof SetScheduleBody>;

const AutoScheduleBodySchema = Type.Object(
  {
    startAt: DateTime('When the first matches start, in UTC; not in the past'),
    matchMinutes: Type.Integer({
      minimum: 1,
      maximum: 1440,
      description: 'How long one match lasts, in minutes (an FFA group plays its matches in a row)',
    }),
    breakMinutes: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1440,
        description:
          'Minutes between two matches on one station, of one participant, or after a feeding match; 0 when not given',
      }),
    ),
    stations: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1000,
        description:
          'Matches (FFA: groups) played at once, e.g. servers or tables; as many as the bracket allows when not given',
      }),
    ),
  },
  { additionalProperties: false },
);
export const AutoScheduleBody = Component('AutoScheduleRequest', AutoScheduleBodySchema, {
  startAt: '2030-06-01T18:00:00.000Z',
  matchMinutes: 45,
  breakMinutes: 15,
  stations: 4,
});
export type AutoScheduleInput = Static<typeof AutoScheduleBody>;

const ScheduleSlotSchema = Type.Object({
  matchId: Nullable(Uuid('The duel match; null for an FFA group')),
  groupId: Nullable(Uuid('The FFA group; null for a duel match')),
  matchNumber: Nullable(Type.Integer({ description: "The duel match's number" })),
  station: Type.Integer({ minimum: 1, description: 'The station it is planned on, from 1' }),
  scheduledAt: DateTime('Its start, now stored as its `scheduledAt`'),
  endsAt: DateTime("When it is planned to end (FFA: after the group's last match)"),
});
const ScheduleSlot = Component('ScheduleSlot', ScheduleSlotSchema);

const RoundScheduleSchema = Type.Object({
  roundId: Uuid(),
  slots: Type.Array(ScheduleSlot, { description: 'By start time, then station' }),
});
export const RoundSchedule = Component('RoundSchedule', RoundScheduleSchema);
export type RoundScheduleView = Static<typeof RoundSchedule>;
