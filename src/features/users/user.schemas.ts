import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID, EXAMPLE_USER } from '../../http/examples.js';
import { ExternalUserId, HttpUrl, Nullable, Uuid } from '../../http/schemas.js';

const USERNAME_PATTERN = '^[A-Za-z0-9_.-]+$';
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
const DISPLAY_NAME_MAX = 64;

const Username = () =>
  Type.String({
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    pattern: USERNAME_PATTERN,
    description: 'Unique within the tenant (case-sensitive); letters, digits, `_`, `.`, `-`',
  });
const DisplayName = () => Type.String({ minLength: 1, maxLength: DISPLAY_NAME_MAX });
const Email = () => Type.String({ format: 'email', maxLength: 254 });
const PhoneNumber = () =>
  Type.String({
    minLength: 3,
    maxLength: 32,
    pattern: '^[0-9+() .-]+$',
    description: 'Digits, spaces and `+ ( ) . -`',
  });
const CountryCode = () =>
  Type.String({
    pattern: '^\\+[1-9][0-9]{0,3}$',
    maxLength: 5,
    description: 'International dial code, e.g. `+44`',
  });

export const UserExternalIdParams = Type.Object({
  externalId: ExternalUserId("The integrator's id of the user", EXAMPLE_USER.player),
});

const RegisterUserBodySchema = Type.Object(
  {
    externalId: ExternalUserId("The integrator's id of the user; the key of the upsert"),
    displayName: Type.Optional(DisplayName()),
    username: Type.Optional(Username()),
    email: Type.Optional(Nullable(Email())),
    phoneNumber: Type.Optional(Nullable(PhoneNumber())),
    countryCode: Type.Optional(Nullable(CountryCode())),
    image: Type.Optional(Nullable(HttpUrl())),
    coverImage: Type.Optional(Nullable(HttpUrl())),
  },
  {
    additionalProperties: false,
    description:
      'Absent fields are left unchanged on update; null clears a nullable field. On create, `username` defaults ' +
      'to one derived from `displayName` or `externalId`, and `displayName` defaults to the username.',
  },
);
export const RegisterUserBody = Component('RegisterUserRequest', RegisterUserBodySchema, {
  externalId: 'player-5150',
  username: 'night_owl',
  displayName: 'Night Owl',
  email: 'owl@example.com',
  countryCode: '+44',
});

const RegisteredUserSchema = Type.Object({
  userId: Uuid(),
  externalId: Type.String(),
  isNewUser: Type.Boolean({ description: 'True when this call created the user' }),
  username: Type.String(),
});
export const RegisteredUser = Component('RegisteredUser', RegisteredUserSchema);

const UpdateProfileBodySchema = Type.Object(
  {
    username: Type.Optional(Username()),
    displayName: Type.Optional(DisplayName()),
    image: Type.Optional(Nullable(HttpUrl())),
    coverImage: Type.Optional(Nullable(HttpUrl())),
  },
  {
    additionalProperties: false,
    minProperties: 1,
    description: 'At least one field; null clears an image',
  },
);
export const UpdateProfileBody = Component('UpdateProfileRequest', UpdateProfileBodySchema, {
  displayName: 'Nova',
  image: 'https://cdn.example.com/avatars/nova.png',
});

const ProfileSchema = Type.Object({
  userId: Uuid(),
  username: Type.String(),
  displayName: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  image: Nullable(Type.String()),
  coverImage: Nullable(Type.String()),
});
export const Profile = Component('UserProfile', ProfileSchema);

export const UserGameIdQuery = Type.Object({
  externalUserId: ExternalUserId(
    'The external id of the user the mapping is for',
    EXAMPLE_USER.player,
  ),
});

const MapGameIdBodySchema = Type.Object(
  {
    gameId: Uuid(),
    userGameId: Type.String({
      minLength: 1,
      maxLength: 128,
      pattern: '^\\S(?:.*\\S)?$',
      description:
        "The user's in-game id; unique per game within the tenant; no leading or trailing spaces",
    }),
  },
  { additionalProperties: false },
);
export const MapGameIdBody = Component('LinkUserGameIdRequest', MapGameIdBodySchema, {
  gameId: EXAMPLE_ID.game,
  userGameId: 'Nova#2077',
});

const UserGameIdMappingSchema = Type.Object({
  gameId: Uuid(),
  gameName: Type.String(),
  gameImage: Type.String({ description: 'URL' }),
  coverImage: Type.String({ description: 'URL, may be empty' }),
  userGameId: Type.String(),
});
export const UserGameIdMapping = Component('UserGameId', UserGameIdMappingSchema);

export const UserGameIdParams = Type.Object({
  externalId: ExternalUserId("The integrator's id of the user", EXAMPLE_USER.player),
  gameId: Uuid('Game id', EXAMPLE_ID.game),
});
