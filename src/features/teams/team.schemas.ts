import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_INVITE_TOKEN, EXAMPLE_USER } from '../../http/examples.js';
import {
  DateTime,
  ExternalUserId,
  HttpUrl,
  IntegerCode,
  Nullable,
  SECRET,
  Uuid,
} from '../../http/schemas.js';

/** Team member `role`: see DESIGN.md, integer codes. */
export const TEAM_ROLE = { OWNER: 1, MEMBER: 2 } as const;
export const TEAM_SIZE_DEFAULT = 5;
export const INVITE_HOURS_DEFAULT = 168;

const Role = Component('TeamRole', IntegerCode({ 1: 'Owner', 2: 'Member' }, 'Member role'));
const TeamName = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '\\S',
  description: '1 to 64 characters, not only spaces',
});
const Description = Type.String({ maxLength: 1000 });
const TeamSize = (options: { default?: number; description: string }) =>
  Type.Integer({ minimum: 1, maximum: 100, ...options });

export const TeamParams = Type.Object({ teamId: Uuid('Team id', EXAMPLE_ID.team) });
export const MemberParams = Type.Object({
  teamId: Uuid('Team id', EXAMPLE_ID.team),
  userId: Uuid('The member user id (`userId` in Team detail)', EXAMPLE_ID.member),
});
export const InviteParams = Type.Object({
  teamId: Uuid('Team id', EXAMPLE_ID.team),
  inviteId: Uuid('Invite id', EXAMPLE_ID.invite),
});
export const TokenParams = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 128,
    description: 'The invite token',
    examples: [EXAMPLE_INVITE_TOKEN],
  }),
});

export const ActorQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the user acting (the team owner, or the member leaving)',
    EXAMPLE_USER.owner,
  ),
});

export const CreateTeamQuery = Type.Object({
  externalId: Type.String({
    minLength: 1,
    maxLength: 128,
    description: "The integrator's id for the team, unique per tenant",
    examples: ['team-red-foxes'],
  }),
  externalUserId: ExternalUserId(
    'External id of the owner; they need a userGameId for the game',
    EXAMPLE_USER.owner,
  ),
});

const CreateTeamBodySchema = Type.Object(
  {
    name: TeamName,
    gameId: Uuid(),
    logo: Type.Optional(HttpUrl()),
    coverImage: Type.Optional(HttpUrl()),
    description: Type.Optional(Description),
    teamSize: Type.Optional(
      TeamSize({ default: TEAM_SIZE_DEFAULT, description: 'Capacity: the most members, 1 to 100' }),
    ),
  },
  { additionalProperties: false },
);
export const CreateTeamBody = Component('CreateTeamRequest', CreateTeamBodySchema, {
  name: 'Red Foxes',
  gameId: EXAMPLE_ID.game,
  description: 'EU evening squad',
  teamSize: 5,
});

const UpdateTeamBodySchema = Type.Object(
  {
    name: Type.Optional(TeamName),
    gameId: Type.Optional(Uuid('Every member needs a userGameId for the new game')),
    logo: Type.Optional(Nullable(HttpUrl())),
    coverImage: Type.Optional(Nullable(HttpUrl())),
    description: Type.Optional(Nullable(Description)),
    teamSize: Type.Optional(
      TeamSize({ description: 'Capacity, 1 to 100; not below the current member count' }),
    ),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'Only the fields sent change; null clears logo, coverImage, description',
  },
);
export const UpdateTeamBody = Component('UpdateTeamRequest', UpdateTeamBodySchema, {
  name: 'Night Owls Academy',
  description: 'Our second roster',
});

/** The create response. Absent optional texts are empty strings: the spec types them as strings. */
const TeamSchema = Type.Object({
  teamId: Uuid(),
  externalId: Type.String(),
  name: Type.String(),
  logo: Type.String({ description: 'URI, or empty when not set' }),
  coverImage: Type.String({ description: 'URI, or empty when not set' }),
  description: Type.String(),
  gameId: Uuid(),
});
export const Team = Component('Team', TeamSchema);

const TeamMemberSchema = Type.Object({
  userId: Uuid(),
  externalId: Nullable(Type.String()),
  email: Type.String({ description: 'Always empty: the address is hidden' }),
  username: Type.String(),
  role: Role,
  joinedAt: DateTime(),
  profileImage: Nullable(Type.String()),
  gameId: Uuid(),
  userGameId: Type.String(),
});
const TeamMember = Component('TeamMember', TeamMemberSchema);

const TeamDetailSchema = Type.Object({
  teamId: Uuid(),
  name: Type.String(),
  description: Nullable(Type.String()),
  teamSize: Type.Integer(),
  ownerId: Uuid(),
  ownerName: Type.String(),
  logo: Nullable(Type.String()),
  coverImage: Nullable(Type.String()),
  gameId: Uuid(),
  gameName: Type.String(),
  gameImage: Type.String(),
  members: Type.Array(TeamMember, { description: 'The owner first, then by joining time' }),
});
export const TeamDetail = Component('TeamDetail', TeamDetailSchema);

const CreateInviteBodySchema = Type.Object(
  {
    expiresInHours: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 720,
        default: INVITE_HOURS_DEFAULT,
        description: 'Lifetime, 1 to 720 hours',
      }),
    ),
  },
  { additionalProperties: false },
);
export const CreateInviteBody = Component('CreateInviteRequest', CreateInviteBodySchema, {
  expiresInHours: 48,
});

const IssuedInviteSchema = Type.Object({
  inviteId: Uuid(),
  token: Type.String({
    description: 'The secret to share: shown this once, stored only as a hash',
    ...SECRET,
  }),
  teamId: Uuid(),
  expiresAt: DateTime(),
});
export const IssuedInvite = Component('IssuedInvite', IssuedInviteSchema);

const InviteSummarySchema = Type.Object({
  inviteId: Uuid(),
  teamId: Uuid(),
  createdAt: DateTime(),
  expiresAt: DateTime(),
});
export const InviteSummary = Component('InviteSummary', InviteSummarySchema);

export const PreviewQuery = Type.Object({
  externalUserId: Type.Optional(
    ExternalUserId('When given, `canJoin` says whether this user can join', EXAMPLE_USER.player),
  ),
});

const InvitePreviewSchema = Type.Object({
  teamId: Uuid(),
  name: Type.String(),
  description: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  coverImage: Nullable(Type.String()),
  teamSize: Type.Integer(),
  currentMembers: Type.Integer(),
  ownerName: Type.String(),
  gameId: Uuid(),
  gameName: Type.String(),
  canJoin: Type.Boolean(),
  joinError: Type.Optional(
    Type.String({ description: 'Why the user cannot join; present when canJoin is false' }),
  ),
});
export const InvitePreview = Component('InvitePreview', InvitePreviewSchema);

export const JoinQuery = Type.Object({
  externalUserId: ExternalUserId(
    'External id of the joining user; they need a userGameId for the team game',
    EXAMPLE_USER.player,
  ),
});
