import { EXAMPLE_ID, EXAMPLE_INVITE_TOKEN, EXAMPLE_USER } from '../../src/http/examples.js';
import { EXAMPLE_STAFF } from '../../src/features/staff/staff.schemas.js';
import { invite as inviteStaff } from '../../src/features/staff/staff.service.js';
import { issueApiKey } from '../../src/features/tenants/tenant.service.js';
import { newStaff, signIn } from './console.js';
import { client } from '../property/bracket-client.js';
import { newCurrency, newGame, newUser } from './factories.js';
import { call, expectOk, type TestApp } from './test-app.js';
import {
  newTeam,
  newTournament,
  registerTeam,
  tournamentWithTeams,
} from './tournament-factories.js';

/**
 * A fresh tenant holding one resource for every placeholder of the documented examples
 * (src/http/examples.ts), and the map from each placeholder to the real value.
 */
export async function exampleWorld(t: TestApp) {
  const db = t.database.db;
  const tenant = await t.newTenant();
  const api = (options: Parameters<typeof call>[2]) => call(t.app, tenant.apiKey, options);
  const bracket = client(t, tenant.apiKey);
  const { tenantId } = tenant;

  const { gameId } = await newGame(db, { maps: ['Ascent', 'Bind', 'Haven'] });
  const { currencyId } = await newCurrency(db);
  const { keyId } = await issueApiKey(db, tenantId, 'spare key', ['integration']);
  await newUser(db, tenantId, { gameIds: [gameId], externalId: EXAMPLE_USER.owner });
  await newUser(db, tenantId, { gameIds: [gameId], externalId: EXAMPLE_USER.player });
  const member = await newUser(db, tenantId, { gameIds: [gameId] });

  const team = expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/teams?externalId=night-owls&externalUserId=${EXAMPLE_USER.owner}`,
      payload: { name: 'Night Owls', gameId },
    }),
  );
  const invite = expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/teams/${team.teamId}/invites?externalUserId=${EXAMPLE_USER.owner}`,
    }),
    201,
  );
  expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/teams/invites/${invite.token}/join?externalUserId=${member.externalId}`,
    }),
  );

  const sameGame = { gameId, entryFeeCurrencyId: currencyId, prizePoolCurrencyId: currencyId };
  const tournament = await newTournament(db, tenantId, sameGame);
  const staffTeam = expectOk(
    await call(t.app, tenant.apiKey, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/participants`,
      payload: { name: 'Staff Added', players: [{ displayName: 'Walk-in' }] },
    }),
    201,
  );
  const pending = await newTeam(db, tenantId, gameId);
  const registrationId = await registerTeam(db, tenantId, tournament.id, pending, 1);
  await db
    .updateTable('tournament_registrations')
    .set({ paymentStatus: 'PendingPayment', paymentAmount: 10, paymentCurrencyId: currencyId })
    .where('id', '=', registrationId)
    .execute();

  const seeded = await tournamentWithTeams(db, tenantId, 2, sameGame);
  const round = await bracket.createRound(seeded.tournament.id, { roundType: 1 });

  // The example owner's team plays the example match, whose other side reported a score: the
  // owner may report, and the organiser resolve. The round's other match is left to schedule.
  const duel = await tournamentWithTeams(db, tenantId, 3, sameGame);
  await registerTeam(db, tenantId, duel.tournament.id, { teamId: team.teamId, name: team.name });
  const duelRound = await bracket.createRound(duel.tournament.id, { roundType: 1, bestOf: 3 });
  expectOk(await bracket.generate(duelRound.id));
  const sidesOf = (m: any): string[] => [m.duelDetail.participant1Id, m.duelDetail.participant2Id];
  const match = (await bracket.matches(duel.tournament.id, duelRound.id)).find((m) =>
    sidesOf(m).includes(team.teamId),
  );
  const opponent = duel.teams.find((t) => sidesOf(match).includes(t.teamId));
  expectOk(
    await api({
      method: 'POST',
      url: `/api/v1/matches/${match.matchId}/reports?externalUserId=${opponent!.owner.externalId}`,
      payload: { games: [{ participant1Score: 9, participant2Score: 13 }] },
    }),
  );

  const ffa = await tournamentWithTeams(db, tenantId, 2, { ...sameGame, matchType: 2 });
  const ffaRound = await bracket.createRound(ffa.tournament.id, { roundType: 5 });
  expectOk(await bracket.generate(ffaRound.id));
  const [group] = (await bracket.groups(ffaRound.id)).items;

  const webhook = expectOk(
    await api({
      method: 'POST',
      url: '/api/v1/external/webhooks',
      // Nothing listens there: the test endpoint reports the refused connection.
      payload: { url: 'http://127.0.0.1:9/hook' },
    }),
    201,
  );

  const circuit = expectOk(
    await api({ method: 'POST', url: '/api/v1/circuits', payload: { name: 'Example circuit' } }),
    201,
  );

  // The example owner signs in with the documented email and password: theirs in this tenant only.
  await db.deleteFrom('staff_members').where('email', '=', EXAMPLE_STAFF.email).execute();
  await newStaff(db, tenantId, 'owner', EXAMPLE_STAFF.email, EXAMPLE_STAFF.password);
  const owner = await signIn(t.app, {
    email: EXAMPLE_STAFF.email,
    password: EXAMPLE_STAFF.password,
  });
  const organiser = await newStaff(db, tenantId, 'organiser');
  const invitation = await inviteStaff(
    db,
    tenantId,
    { email: `invitee-${organiser.staffId}@example.com`, role: 'admin' },
    'http://localhost',
  );

  const real: Record<string, string> = {
    [EXAMPLE_ID.tenant]: tenantId,
    [EXAMPLE_ID.apiKey]: keyId,
    [EXAMPLE_ID.game]: gameId,
    [EXAMPLE_ID.currency]: currencyId,
    [EXAMPLE_ID.team]: team.teamId,
    [EXAMPLE_ID.member]: member.userId,
    [EXAMPLE_ID.invite]: invite.inviteId,
    [EXAMPLE_INVITE_TOKEN]: invite.token,
    [EXAMPLE_ID.tournament]: tournament.id,
    [EXAMPLE_ID.registration]: registrationId,
    [EXAMPLE_ID.round]: round.id,
    [EXAMPLE_ID.duelRound]: duelRound.id,
    [EXAMPLE_ID.match]: match.matchId,
    [EXAMPLE_ID.group]: group.id,
    [EXAMPLE_ID.ffaParticipant1]: ffa.teams[0]!.teamId,
    [EXAMPLE_ID.ffaParticipant2]: ffa.teams[1]!.teamId,
    [EXAMPLE_ID.staffParticipant]: staffTeam.participantId,
    [EXAMPLE_ID.webhook]: webhook.id,
    [EXAMPLE_ID.staff]: organiser.staffId,
    [EXAMPLE_ID.staffInvitation]: invitation.id,
    [EXAMPLE_ID.circuit]: circuit.id,
    [EXAMPLE_STAFF.invitationToken]: invitation.token,
  };
  return { apiKey: tenant.apiKey, console: owner.headers, real };
}
