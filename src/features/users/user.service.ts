import { randomInt, randomUUID } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import { businessRule, notFound } from '../../errors.js';
import { findGame } from '../games/index.js';
import * as repo from './user.repository.js';
import type { MapGameIdBody, RegisterUserBody, UpdateProfileBody } from './user.schemas.js';
import { USERNAME_MAX, USERNAME_MIN } from './user.schemas.js';
import type { UserTable } from './user.table.js';

export type RegisterUserInput = Static<typeof RegisterUserBody>;
export type UpdateProfileInput = Static<typeof UpdateProfileBody>;
export type MapGameIdInput = Static<typeof MapGameIdBody>;

// Concurrent calls may race us to a unique key; after this many fresh looks, give up.
const MAX_ATTEMPTS = 3;

/** The tenant's user with `externalId`, or a 404 "User not found". */
export async function requireUser(db: Executor, tenantId: string, externalId: string) {
  const user = await repo.findUserByExternalId(db, tenantId, externalId);
  if (!user) throw notFound('User');
  return user;
}

const toProfile = (user: UserTable) => ({
  userId: user.id,
  username: user.username,
  displayName: user.displayName,
  email: user.email,
  phoneNumber: user.phoneNumber,
  countryCode: user.countryCode,
  image: user.image,
  coverImage: user.coverImage,
});

const usernameTaken = () =>
  businessRule('USERNAME_TAKEN', 'This username is already taken by another user');

async function assertUsernameFree(
  db: Executor,
  tenantId: string,
  username: string,
  userId: string | null,
) {
  const holder = await repo.findUserIdByUsername(db, tenantId, username);
  if (holder && holder.id !== userId) throw usernameTaken();
}

/** `source` reduced to the username alphabet, or '' when too little of it survives. */
function usernameBase(source: string | undefined): string {
  const base = (source ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .replace(/([_.-])[_.-]+/g, '$1')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, USERNAME_MAX);
  return base.length >= USERNAME_MIN ? base : '';
}

/** The username a new user gets by default: from the display name, else the external id. */
const derivedUsername = (displayName?: string, externalId?: string) =>
  usernameBase(displayName) || usernameBase(externalId) || 'player';

/** A username not yet held in the tenant, derived from the display name or the external id. */
export async function freeUsername(
  db: Executor,
  tenantId: string,
  displayName?: string,
  externalId?: string,
) {
  const base = derivedUsername(displayName, externalId);
  const stem = base.slice(0, USERNAME_MAX - 5);
  // Random suffixes rather than a counter: concurrent creations rarely pick the same one.
  const candidates = [
    base,
    ...Array.from({ length: 5 }, () => `${stem}_${randomInt(1000, 10000)}`),
  ];
  const taken = await repo.takenUsernames(db, tenantId, candidates);
  return (
    candidates.find((c) => !taken.has(c)) ??
    `${base.slice(0, USERNAME_MAX - 9)}_${randomUUID().slice(0, 8)}`
  );
}

/** `input` without its absent keys, so an update touches only what the caller sent. */
function present<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function applyUpdate(
  db: Executor,
  tenantId: string,
  user: UserTable,
  patch: Updateable<UserTable>,
) {
  // An upsert that repeats what is stored writes nothing: no new updatedAt, and the answers
  // built from the user (its teams' details) stay cached.
  const changed = Object.entries(patch).some(([k, v]) => user[k as keyof UserTable] !== v);
  if (!changed) return user;
  if (patch.username !== undefined && patch.username !== user.username) {
    await assertUsernameFree(db, tenantId, patch.username, user.id);
  }
  const changes = { ...patch, updatedAt: nowIso() };
  try {
    await repo.updateUser(db, tenantId, user.id, changes);
  } catch (error) {
    // Only the username can clash on an update: another call took it after our check.
    throw isUniqueViolation(error) ? usernameTaken() : error;
  }
  return { ...user, ...changes } as UserTable;
}

function newUserRow(tenantId: string, input: RegisterUserInput, username: string): UserTable {
  const now = nowIso();
  return {
    id: newRowId(),
    tenantId,
    externalId: input.externalId,
    username,
    displayName: input.displayName ?? username,
    email: input.email ?? null,
    phoneNumber: input.phoneNumber ?? null,
    countryCode: input.countryCode ?? null,
    image: input.image ?? null,
    coverImage: input.coverImage ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

async function createUser(db: Executor, tenantId: string, input: RegisterUserInput) {
  if (input.username !== undefined) await assertUsernameFree(db, tenantId, input.username, null);
  const username =
    input.username ?? (await freeUsername(db, tenantId, input.displayName, input.externalId));
  const row = newUserRow(tenantId, input, username);
  await repo.insertUser(db, row);
  return row;
}

const registered = (
  externalId: string,
  user: Pick<UserTable, 'id' | 'username'>,
  isNewUser: boolean,
) => ({ userId: user.id, externalId, isNewUser, username: user.username });

/**
 * Creates the user with `externalId`, or updates the fields sent when it exists. Most calls
 * take one statement: an insert that updates the existing user instead, with the username
 * derived as on create. When a username clashes, the call goes step by step: look up, then
 * pick a free username or name the clash.
 */
export async function registerUser(db: Executor, tenantId: string, input: RegisterUserInput) {
  const patch = present({ ...input, externalId: undefined });
  // With nothing to change, an existing user is not touched (its updatedAt stays).
  if (Object.keys(patch).length > 0) {
    const base = input.username ?? derivedUsername(input.displayName, input.externalId);
    const row = newUserRow(tenantId, input, base);
    try {
      const user =
        (await repo.upsertUser(db, row, { ...patch, updatedAt: row.updatedAt })) ??
        (await repo.findUserByExternalId(db, tenantId, input.externalId));
      if (user) return registered(input.externalId, user, user.id === row.id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return registerStepByStep(db, tenantId, input);
}

/** Two concurrent calls for a new externalId race to the unique key: the loser looks again and updates. */
async function registerStepByStep(db: Executor, tenantId: string, input: RegisterUserInput) {
  for (let attempt = 1; ; attempt++) {
    const existing = await repo.findUserByExternalId(db, tenantId, input.externalId);
    try {
      const user = existing
        ? await applyUpdate(db, tenantId, existing, present({ ...input, externalId: undefined }))
        : await createUser(db, tenantId, input);
      return registered(input.externalId, user, !existing);
    } catch (error) {
      if (existing || attempt >= MAX_ATTEMPTS) throw error;
      // The loser of the race may also trip over the winner's username first: whatever the
      // refusal, once the user exists the next attempt updates it.
      const createdMeanwhile =
        isUniqueViolation(error) ||
        (await repo.findUserByExternalId(db, tenantId, input.externalId)) !== undefined;
      if (!createdMeanwhile) throw error;
    }
  }
}

export async function getProfile(db: Executor, tenantId: string, externalId: string) {
  return toProfile(await requireUser(db, tenantId, externalId));
}

export async function updateProfile(
  db: Executor,
  tenantId: string,
  externalId: string,
  input: UpdateProfileInput,
) {
  const user = await requireUser(db, tenantId, externalId);
  return toProfile(await applyUpdate(db, tenantId, user, present(input)));
}

/** Stores `userGameId` for the user, refusing an id another user of the tenant holds. */
async function saveMapping(
  db: Executor,
  tenantId: string,
  userId: string,
  gameId: string,
  userGameId: string,
) {
  const holder = await repo.findUserGameIdHolder(db, tenantId, gameId, userGameId);
  if (holder && holder.userId !== userId) {
    throw businessRule(
      'USER_GAME_ID_TAKEN',
      'This in-game id is already linked to another user for this game',
    );
  }
  if (holder) return; // already mapped to this very id
  const now = nowIso();
  const current = await repo.findUserGameId(db, tenantId, userId, gameId);
  if (current) await repo.updateUserGameId(db, tenantId, current.id, userGameId, now);
  else
    await repo.insertUserGameId(db, {
      id: newRowId(),
      tenantId,
      userId,
      gameId,
      userGameId,
      createdAt: now,
      updatedAt: now,
    });
}

/** Maps (or re-maps) the user's in-game id for a game. */
export async function mapUserGameId(
  db: Executor,
  tenantId: string,
  externalUserId: string,
  input: MapGameIdInput,
) {
  const user = await requireUser(db, tenantId, externalUserId);
  const game = await findGame(db, input.gameId);
  if (!game) throw notFound('Game');
  for (let attempt = 1; ; attempt++) {
    try {
      await saveMapping(db, tenantId, user.id, game.id, input.userGameId);
      break;
    } catch (error) {
      // A concurrent call mapped the same game or took the same id: look again.
      if (!isUniqueViolation(error) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
  return {
    gameId: game.id,
    gameName: game.name,
    gameImage: game.image,
    coverImage: game.coverImage,
    userGameId: input.userGameId,
  };
}

export async function listUserGameIds(db: Executor, tenantId: string, externalId: string) {
  const user = await requireUser(db, tenantId, externalId);
  return repo.listMappings(db, tenantId, user.id);
}

/** Removes a mapping; refused while the user is in a team of that game, which needs the id. */
export async function unmapUserGameId(
  db: Executor,
  tenantId: string,
  externalId: string,
  gameId: string,
) {
  const user = await requireUser(db, tenantId, externalId);
  if (await repo.deleteUnusedMapping(db, tenantId, user.id, gameId)) return;
  if (!(await repo.findUserGameId(db, tenantId, user.id, gameId)))
    throw notFound('Game ID mapping');
  throw businessRule(
    'GAME_ID_IN_USE',
    'The user is in a team of this game, which needs the in-game id: leave or delete the team first',
  );
}

/** What other features may ask of users: one by external id, and a user's in-game id for a game. */
export { findUserByExternalId, findUserGameId } from './user.repository.js';
