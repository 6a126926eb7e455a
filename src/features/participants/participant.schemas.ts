import { Type, type Static } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Nullable, Uuid } from '../../http/schemas.js';

const Name = (description: string) =>
  Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', description });
const InGameId = (description: string) =>
  Type.String({ minLength: 1, maxLength: 128, pattern: '^\\S(?:.*\\S)?$', description });
const Seed = Type.Integer({
  minimum: 1,
  description: 'Seed position (1 = top); unique among approved participants',
});

const StaffPlayer = Component(
  'StaffPlayerInput',
  Type.Object(
    {
      displayName: Name("The player's name as shown"),
      userGameId: Type.Optional(
        InGameId(
          "The player's in-game id for the tournament's game; defaults to `displayName`. A staff-created player holding it already is reused",
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

export const AddParticipantBody = Component(
  'AddParticipantRequest',
  Type.Object(
    {
      name: Name('The team name, or the solo player name'),
      players: Type.Optional(
        Type.Array(StaffPlayer, {
          minItems: 1,
          maxItems: 100,
          description:
            'Team tournaments: the players, the first one the owner; their count must be within `minTeamMembers..maxTeamMembers`',
        }),
      ),
      userGameId: Type.Optional(
        InGameId('Solo tournaments: the player’s in-game id; defaults to `name`'),
      ),
      seed: Type.Optional(Seed),
    },
    { additionalProperties: false },
  ),
  { name: 'Night Owls', players: [{ displayName: 'Nova', userGameId: 'Orbit#4410' }], seed: 8 },
);

export const UpdateParticipantBody = Component(
  'UpdateParticipantRequest',
  Type.Object(
    {
      name: Type.Optional(Name('The new team or player name')),
      players: Type.Optional(
        Type.Array(StaffPlayer, {
          minItems: 1,
          maxItems: 100,
          description: 'Team tournaments: the whole new roster, the first one the owner',
        }),
      ),
      userGameId: Type.Optional(InGameId('Solo tournaments: the new in-game id')),
      seed: Type.Optional(Nullable(Seed)),
    },
    { additionalProperties: false },
  ),
  { name: 'Night Owls Academy', players: [{ displayName: 'Nova' }, { displayName: 'Kite' }] },
);
export type UpdateParticipantInput = Static<typeof UpdateParticipantBody>;

export const AddManyBody = Component(
  'AddParticipantsRequest',
  Type.Object(
    {
      text: Type.String({
        minLength: 1,
        maxLength: 200_000,
        description:
          'One participant a line: `Team name`, `Team name: Alice, Bob (bob#42)` or, in solo tournaments, `Player (in-game id)`. Blank lines and lines starting with `#` are skipped',
      }),
      dryRun: Type.Optional(
        Type.Boolean({
          description:
            'Check every line and answer what would be added (200), writing nothing: a preview',
        }),
      ),
    },
    { additionalProperties: false },
  ),
  { text: 'Night Owls: Nova (Orbit#4410), Kite\nRed Kites: Ada, Linus (linus#1)' },
);

export const ImportBody = Component(
  'ImportParticipantsRequest',
  Type.Object(
    {
      csv: Type.String({
        minLength: 1,
        maxLength: 500_000,
        description:
          'CSV with a header line: `name` (required), `seed`, `players` (as in a pasted line, after the colon), `userGameId` (solo). Other columns are ignored, so an export imports back',
      }),
    },
    { additionalProperties: false },
  ),
  { csv: 'name,seed,players\nNight Owls,1,"Nova (Orbit#4410), Kite"\nRed Kites,2,Ada' },
);

export const ParticipantParams = Type.Object({
  tournamentId: Uuid('Tournament id', EXAMPLE_ID.tournament),
  participantId: Uuid(
    'Participant id: the team id, or the user id in solo tournaments',
    EXAMPLE_ID.staffParticipant,
  ),
});

const PlayerView = Type.Object({
  userId: Type.String(),
  externalId: Nullable(Type.String()),
  displayName: Type.String(),
  userGameId: Nullable(Type.String({ description: "The in-game id for the tournament's game" })),
});

const ParticipantSchema = Type.Object({
  registrationId: Type.String(),
  participantId: Type.String(),
  participantType: Type.Integer({ description: '1 team, 2 user (solo)' }),
  name: Type.String(),
  externalId: Nullable(
    Type.String({
      description: 'Staff-created participants get `staff-` and 22 random characters',
    }),
  ),
  createdByStaff: Type.Boolean({
    description: 'Only staff-created participants can be edited or removed here',
  }),
  status: Type.Integer({ description: 'Registration status: 1 pending, 2 approved, 5 waitlisted' }),
  seed: Nullable(Type.Integer()),
  players: Type.Array(PlayerView, {
    description: 'The team members (owner first), or the solo player',
  }),
});
export const Participant = Component('Participant', ParticipantSchema);
export type ParticipantView = Static<typeof ParticipantSchema>;

export const ParticipantList = Component(
  'ParticipantList',
  Type.Object({
    participantType: Type.Integer({
      description: "The tournament's: 1 teams (add them with players), 2 solo players",
    }),
    items: Type.Array(Participant),
  }),
);

export const AddedParticipants = Component(
  'AddedParticipants',
  Type.Object({ items: Type.Array(Participant), count: Type.Integer() }),
);
