import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';

let counter = 0;
const unique = (label: string) => `${label}${++counter}${randomUUID().slice(0, 6)}`;

/** A platform-wide game with maps, inserted directly (the operator API is tested on its own). */
export async function newGame(db: Db, overrides: Partial<{ name: string; maps: string[] }> = {}) {
  const id = randomUUID();
  const now = nowIso();
  const name = overrides.name ?? unique('Game ');
  await db
    .insertInto('games')
    .values({
      id,
      name,
      description: `${name} description`,
      shortName: name.slice(0, 6),
      region: 'EU',
      developer: 'Dev Co',
      publisher: 'Pub Co',
      platForm: 'PC',
      genre: 'Shooter',
      image: `https://cdn.example.com/${id}.png`,
      coverImage: '',
      uidPlaceholder: 'Your in-game id',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const maps = overrides.maps ?? ['Dust', 'Mirage'];
  for (const [position, mapName] of maps.entries()) {
    await db
      .insertInto('game_maps')
      .values({ id: randomUUID(), gameId: id, name: mapName, image: null, position })
      .execute();
  }
  return { gameId: id, name };
}

export async function newCurrency(db: Db, code = unique('C').slice(0, 8).toUpperCase()) {
  const id = randomUUID();
  await db
    .insertInto('currencies')
    .values({ id, code, name: `${code} coin`, symbol: '¤', createdAt: nowIso() })
    .execute();
  return { currencyId: id, code };
}

/** A user of `tenantId`, optionally with in-game ids mapped for some games. */
export async function newUser(
  db: Db,
  tenantId: string,
  options: { gameIds?: string[]; externalId?: string } = {},
) {
  const id = randomUUID();
  const now = nowIso();
  const externalId = options.externalId ?? unique('ext-');
  const username = unique('player');
  await db
    .insertInto('users')
    .values({
      id,
      tenantId,
      externalId,
      username,
      displayName: username,
      email: `${username}@example.com`,
      phoneNumber: null,
      countryCode: '+44',
      image: null,
      coverImage: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  for (const gameId of options.gameIds ?? []) await mapGameId(db, tenantId, id, gameId);
  return { userId: id, externalId, username };
}

/**
 * Writes a user by hand, as another connection would: inserted, or renamed when the external id
 * is taken. Tests of read versions watch the keys it moves.
 */
export const upsertUserByHand = (
  db: Db,
  tenantId: string,
  externalId: string,
  displayName: string,
) =>
  db
    .insertInto('users')
    .values({
      id: randomUUID(),
      tenantId,
      externalId,
      username: externalId,
      displayName,
      createdAt: nowIso(),
      updatedAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(['tenantId', 'externalId']).doUpdateSet({ displayName }))
    .execute();

export async function mapGameId(
  db: Db,
  tenantId: string,
  userId: string,
  gameId: string,
  userGameId = unique('uid-'),
) {
  const now = nowIso();
  await db
    .insertInto('user_game_ids')
    .values({
      id: randomUUID(),
      tenantId,
      userId,
      gameId,
      userGameId,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return userGameId;
}
