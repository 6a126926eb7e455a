import { nowIso } from '../../src/db/dialect.js';
import { recordEvent } from '../../src/features/events/outbox.js';
import { fanOut } from '../../src/features/webhooks/worker/queue.repository.js';
import { invite } from '../../src/features/staff/staff.service.js';
import { issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { newStaff, staffSession } from './console.js';
import { newCurrency, newGame } from './factories.js';
import { call, expectOk, type TestApp, type TestTenant } from './test-app.js';
import { newTeam, registerTeam, tournamentWithTeams } from './tournament-factories.js';

/** One of every tenant-owned resource of a tenant, with the ids that reach them. */
export interface World {
  tenantId: string;
  apiKey: string;
  gameId: string;
  currencyId: string;
  owner: { userId: string; externalId: string };
  member: { userId: string; externalId: string };
  teamId: string;
  teamExternalId: string;
  inviteId: string;
  token: string;
  /** A duel tournament with a generated single-elimination round. */
  tournamentId: string;
  roundId: string;
  matchId: string;
  /** The pending registration of `teamId` in `tournamentId`. */
  registrationId: string;
  ffaTournamentId: string;
  ffaRoundId: string;
  groupId: string;
  webhookId: string;
  deliveryId: string;
  /** A signed-in owner of the tenant: the cookie and CSRF header of a console session. */
  console: Record<string, string>;
  /** Another staff member (an organiser), a pending staff invitation and its token. */
  staffId: string;
  invitationId: string;
  invitationToken: string;
  /** A key of the tenant other than `apiKey`, for the routes that revoke one. */
  keyId: string;
  /** A circuit holding `tournamentId`. */
  circuitId: string;
}

const ROUND_DATES = { startDate: '2030-01-01T10:00:00.000Z', endDate: '2030-01-02T10:00:00.000Z' };

/**
 * Seeds one of everything a tenant owns: factories for the rows, the API where the server
 * builds the data itself (invites, rounds and their brackets, webhooks).
 */
export async function seedWorld(t: TestApp, tenant: TestTenant): Promise<World> {
  const db = t.database.db;
  const { tenantId, apiKey } = tenant;
  const api = (opts: Parameters<typeof call>[2]) => call(t.app, apiKey, opts);
  const { gameId } = await newGame(db);
  const { currencyId } = await newCurrency(db);
  const catalogue = { gameId, entryFeeCurrencyId: currencyId, prizePoolCurrencyId: currencyId };

  const team = await newTeam(db, tenantId, gameId, 2);
  const [owner, member] = [team.users[0]!, team.users[1]!];
  const invite = expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/teams/${team.teamId}/invites?externalUserId=${owner.externalId}`,
    }),
    201,
  );

  const round = async (tournamentId: string, roundType: number) => {
    const created = expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/tournaments/${tournamentId}/rounds`,
        payload: { roundName: 'Main', roundType, ...ROUND_DATES },
      }),
      201,
    );
    const seeding = { mode: 'random', randomSeed: 1 };
    expectOk(
      await api({
        method: 'POST',
        url: `/api/v1/rounds/${created.id}/generate`,
        payload: { seeding },
      }),
    );
    return created.id as string;
  };
  const duel = await tournamentWithTeams(db, tenantId, 4, catalogue);
  const roundId = await round(duel.tournament.id, 1);
  const matches = expectOk(
    await api({ url: `/api/v1/matches/duel?tournamentId=${duel.tournament.id}` }),
  ).matches;
  const registrationId = await registerTeam(db, tenantId, duel.tournament.id, team, 1);
  const ffa = await tournamentWithTeams(db, tenantId, 3, { ...catalogue, matchType: 2 });
  const ffaRoundId = await round(ffa.tournament.id, 5);
  const groups = expectOk(await api({ url: `/api/v1/groups?roundId=${ffaRoundId}` })).items;

  const webhook = expectOk(
    await api({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      payload: { url: 'http://127.0.0.1:9/hook' },
    }),
    201,
  );
  await recordEvent(db, { tenantId, tournamentId: null }, 'test.ping', { seeded: true });
  await fanOut(db, t.database.engine, nowIso(), 1000);
  const delivery = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('configId', '=', webhook.id)
    .executeTakeFirstOrThrow();

  const teamRow = await db
    .selectFrom('teams')
    .select('externalId')
    .where('id', '=', team.teamId)
    .executeTakeFirstOrThrow();
  return {
    tenantId,
    apiKey,
    gameId,
    currencyId,
    owner,
    member,
    teamId: team.teamId,
    teamExternalId: teamRow.externalId,
    inviteId: invite.inviteId,
    token: invite.token,
    tournamentId: duel.tournament.id,
    roundId,
    matchId: matches[0].matchId,
    registrationId,
    ffaTournamentId: ffa.tournament.id,
    ffaRoundId,
    groupId: groups[0].id,
    webhookId: webhook.id,
    deliveryId: delivery.id,
    circuitId: expectOk(
      await api({
        method: 'POST',
        url: '/api/v1/circuits',
        payload: { name: 'World circuit', tournamentIds: [duel.tournament.id] },
      }),
      201,
    ).id,
    ...(await consoleOf(t, tenantId)),
  };
}

/** The tenant's console side: an owner signed in, another member, an invitation, a spare key. */
async function consoleOf(t: TestApp, tenantId: string) {
  const db = t.database.db;
  const owner = await staffSession(t.app, db, tenantId, 'owner');
  const organiser = await newStaff(db, tenantId, 'organiser');
  const invitation = await invite(
    db,
    tenantId,
    { email: `invited-${organiser.staffId}@example.com`, role: 'admin' },
    'http://localhost',
  );
  const { keyId } = await issueApiKey(db, tenantId, 'spare', ['integration']);
  return {
    console: owner.headers,
    staffId: organiser.staffId,
    invitationId: invitation.id,
    invitationToken: invitation.token,
    keyId,
  };
}
