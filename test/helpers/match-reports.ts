import { randomUUID } from 'node:crypto';
import { nowIso } from '../../src/db/dialect.js';
import { client } from '../property/bracket-client.js';
import { newUser } from './factories.js';
import { call, expectOk, type TestApp } from './test-app.js';
import { newTeam, newTournament, registerTeam } from './tournament-factories.js';

export interface Side {
  participantId: string;
  /** The external id of the user who acts for the side: the team owner, or the player. */
  actor: string;
  /** A member who is not the owner (team tournaments). */
  member?: string;
}

/** A generated single-elimination round of `count` participants, and who acts for each. */
export async function reportableBracket(t: TestApp, count = 4, solo = false) {
  const c = client(t);
  const { tournament, sides } = solo
    ? await soloTournament(t, count)
    : await teamTournament(t, count);
  const round = await c.createRound(tournament.id, { roundType: 1 });
  expectOk(await c.generate(round.id));
  const matches = await c.matches(tournament.id, round.id);
  const bySide = new Map(sides.map((s) => [s.participantId, s]));
  const playable = matches.filter((m) => m.matchStatus === 1);
  const sidesOf = (m: any): [Side, Side] => [
    bySide.get(m.duelDetail.participant1Id)!,
    bySide.get(m.duelDetail.participant2Id)!,
  ];
  return { c, tournament, round, matches, playable, sidesOf };
}

async function teamTournament(t: TestApp, count: number) {
  const { db } = t.database;
  const tenantId = t.tenant.tenantId;
  const tournament = await newTournament(db, tenantId);
  const sides: Side[] = [];
  for (let i = 0; i < count; i++) {
    const team = await newTeam(db, tenantId, tournament.gameId, 2);
    await registerTeam(db, tenantId, tournament.id, team);
    sides.push({
      participantId: team.teamId,
      actor: team.owner.externalId,
      member: team.users[1]!.externalId,
    });
  }
  return { tournament, sides };
}

async function soloTournament(t: TestApp, count: number) {
  const { db } = t.database;
  const tenantId = t.tenant.tenantId;
  const tournament = await newTournament(db, tenantId, { participantType: 2 });
  const sides: Side[] = [];
  for (let i = 0; i < count; i++) {
    const user = await newUser(db, tenantId, { gameIds: [tournament.gameId] });
    await db
      .insertInto('tournament_registrations')
      .values({
        id: randomUUID(),
        tenantId,
        tournamentId: tournament.id,
        participantId: user.userId,
        participantType: 2,
        participantName: user.username,
        status: 2,
        applicationMessage: null,
        entryFeePaid: 0,
        paymentStatus: 'NotRequired',
        paymentTransactionId: null,
        paymentAmount: null,
        paymentCurrencyId: null,
        paymentMethod: null,
        seed: null,
        noShow: 0,
        createdAt: nowIso(),
        updatedAt: nowIso(),
      })
      .execute();
    sides.push({ participantId: user.userId, actor: user.externalId });
  }
  return { tournament, sides };
}

/** The self-report calls, as an integrator (or another tenant, with `apiKey`) makes them. */
export function reportCalls(t: TestApp, apiKey = t.tenant.apiKey) {
  const api = (opts: Parameters<typeof call>[2]) => call(t.app, apiKey, opts);
  const base = '/api/v1';
  const q = (actor: string) => `?externalUserId=${encodeURIComponent(actor)}`;
  return {
    report: (matchId: string, actor: string, payload: object) =>
      api({ method: 'POST', url: `${base}/matches/${matchId}/reports${q(actor)}`, payload }),
    confirm: (matchId: string, actor: string) =>
      api({ method: 'POST', url: `${base}/matches/${matchId}/reports/confirm${q(actor)}` }),
    read: (matchId: string) => api({ url: `${base}/matches/${matchId}/reports` }),
    list: (query = '') => api({ url: `${base}/match-reports${query}` }),
    resolve: (matchId: string, payload: object) =>
      api({ method: 'POST', url: `${base}/matches/${matchId}/reports/resolve`, payload }),
    settings: (tournamentId: string, payload?: object) =>
      api({
        method: payload ? 'PUT' : 'GET',
        url: `${base}/tournaments/${tournamentId}/report-settings`,
        ...(payload ? { payload } : {}),
      }),
  };
}

export const WIN_1 = { games: [{ participant1Score: 13, participant2Score: 7, mapName: 'Dust' }] };
export const WIN_2 = { games: [{ participant1Score: 4, participant2Score: 13 }] };
