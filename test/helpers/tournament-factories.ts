import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.js';
import { nowIso } from '../../src/db/dialect.js';
import type {
  RegistrationTable,
  TournamentTable,
} from '../../src/features/tournaments/tournament.table.js';
import { newCurrency, newGame, newUser } from './factories.js';

const DAY = 24 * 3600 * 1000;

/** A tournament row inserted directly (status upcoming unless overridden), with its game and currency. */
export async function newTournament(
  db: Db,
  tenantId: string,
  overrides: Partial<TournamentTable> = {},
) {
  const gameId = overrides.gameId ?? (await newGame(db)).gameId;
  const currencyId = overrides.entryFeeCurrencyId ?? (await newCurrency(db)).currencyId;
  const now = Date.now();
  const row: TournamentTable = {
    id: randomUUID(),
    tenantId,
    name: `Cup ${randomUUID().slice(0, 6)}`,
    gameId,
    description: 'A test cup',
    enrollmentLimit: 64,
    maxTeamMembers: 5,
    minTeamMembers: 1,
    startTime: new Date(now + 7 * DAY).toISOString(),
    endTime: new Date(now + 8 * DAY).toISOString(),
    registrationDeadline: new Date(now + 6 * DAY).toISOString(),
    isOnline: 1,
    status: 1,
    matchType: 1,
    participantType: 1,
    tournamentFormat: null,
    teamType: '5v5',
    color: '#112233',
    prizePool: 1000,
    entryFee: 0,
    rules: '{}',
    prizeDistribution: JSON.stringify({
      positions: [
        { prize: '1st', amount: 600 },
        { prize: '2nd', amount: 400 },
      ],
      special: [],
    }),
    pointsSystem: JSON.stringify({
      pointsPerFinish: 1,
      pointsPerKnock: 0.5,
      placementPoints: { '1': 10, '2': 6, '3': 4 },
    }),
    bracketData: null,
    watchUrls: null,
    joinLink: null,
    image: null,
    coverImage: null,
    isTrending: 0,
    isFeatured: 0,
    passwordHash: null,
    instantRegistrations: 0,
    checkInWindowMinutes: null,
    waitlistEnabled: 0,
    winnerTeamId: null,
    winnerTeamName: null,
    organiserName: 'Test Organiser',
    organiserImage: null,
    entryFeeCurrencyId: currencyId,
    prizePoolCurrencyId: currencyId,
    createdAt: nowIso(),
    updatedAt: nowIso(),
    ...overrides,
  };
  // Columns a later migration added are written only when set, so the factory also serves
  // migration tests on a database migrated part of the way.
  const { checkInWindowMinutes, waitlistEnabled, ...base } = row;
  await db
    .insertInto('tournaments')
    .values({
      ...base,
      ...(checkInWindowMinutes !== null ? { checkInWindowMinutes } : {}),
      ...(waitlistEnabled !== 0 ? { waitlistEnabled } : {}),
    } as TournamentTable)
    .execute();
  return row;
}

/** A team of `memberCount` users (the first is the owner), all with an in-game id for `gameId`. */
export async function newTeam(db: Db, tenantId: string, gameId: string, memberCount = 1) {
  const teamId = randomUUID();
  const now = nowIso();
  const users = [];
  for (let i = 0; i < memberCount; i++)
    users.push(await newUser(db, tenantId, { gameIds: [gameId] }));
  const owner = users[0]!;
  await db
    .insertInto('teams')
    .values({
      id: teamId,
      tenantId,
      externalId: `team-${teamId.slice(0, 8)}`,
      name: `Team ${teamId.slice(0, 6)}`,
      description: null,
      logo: null,
      coverImage: null,
      gameId,
      ownerId: owner.userId,
      teamSize: Math.max(5, memberCount),
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  for (const [i, user] of users.entries()) {
    await db
      .insertInto('team_members')
      .values({ teamId, userId: user.userId, tenantId, role: i === 0 ? 1 : 2, joinedAt: now })
      .execute();
  }
  return { teamId, name: `Team ${teamId.slice(0, 6)}`, owner, users };
}

/** A registration row for a team, approved unless another status is given. */
export async function registerTeam(
  db: Db,
  tenantId: string,
  tournamentId: string,
  team: { teamId: string; name: string },
  status = 2,
) {
  const id = randomUUID();
  await db
    .insertInto('tournament_registrations')
    .values({
      id,
      tenantId,
      tournamentId,
      participantId: team.teamId,
      participantType: 1,
      participantName: team.name,
      status,
      applicationMessage: null,
      entryFeePaid: 0,
      paymentStatus: 'NotRequired',
      paymentTransactionId: null,
      paymentAmount: null,
      paymentCurrencyId: null,
      paymentMethod: null,
      seed: null,
      createdAt: nowIso(),
      updatedAt: nowIso(),
      // The check-in and waitlist columns keep their defaults (see newTournament).
    } as RegistrationTable)
    .execute();
  return id;
}

/** A tournament with `count` approved teams. */
export async function tournamentWithTeams(
  db: Db,
  tenantId: string,
  count: number,
  overrides: Partial<TournamentTable> = {},
) {
  const tournament = await newTournament(db, tenantId, overrides);
  const teams = [];
  for (let i = 0; i < count; i++) {
    const team = await newTeam(db, tenantId, tournament.gameId);
    await registerTeam(db, tenantId, tournament.id, team);
    teams.push(team);
  }
  return { tournament, teams };
}
