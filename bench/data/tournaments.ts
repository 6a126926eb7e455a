import { newRowId } from '../../src/db/row-ids.js';
import type { TournamentTable } from '../../src/features/tournaments/tournament.table.js';
import { addFfaRound, addLeague, addSingleElimination, type BracketContext } from './brackets.js';
import type { GameInfo } from './catalogue.js';
import type { People, TeamInfo } from './people.js';
import { DAY, iso, type Rng } from './random.js';
import type { BatchWriter } from './target.js';

export interface TenantPlan {
  tenantId: string;
  tournaments: number;
  matches: number;
  upcoming: number;
  ongoing: number;
  /** The benchmark's tenant: also gets the showcase tournaments and the registration pool. */
  showcase: boolean;
}

export interface TenantOutcome {
  duelMatches: number;
  visibleTournamentIds: string[];
  manyMatchesTournamentId?: string;
  ffaTournamentId?: string;
  registrationPoolIds: string[];
}

interface Spec {
  status: number;
  ffa: boolean;
  game: number;
  kind?: 'pool' | 'showcase-duel' | 'showcase-ffa';
}

const DUEL_GAMES = [0, 1, 2, 4];
const FFA_GAMES = [3, 5];
const RULES = JSON.stringify({ general: ['Be on time', 'No cheats', 'Screenshots of every result'], checkInMinutes: 30, maps: 'pick and ban', disputes: 'Open a ticket within 15 minutes of the end of a match' });
const PRIZES = JSON.stringify({ positions: [{ prize: '1st', amount: 600 }, { prize: '2nd', amount: 300 }, { prize: '3rd', amount: 100 }], special: [{ prize: 'MVP', amount: 50 }] });
const POINTS = JSON.stringify({ pointsPerFinish: 1, pointsPerKnock: 0.5, placementPoints: { '1': 15, '2': 12, '3': 10, '4': 8, '5': 6, '6': 4, '7': 2, '8': 1 } });

function specs(plan: TenantPlan, rng: Rng, games: GameInfo[]): Spec[] {
  const out: Spec[] = [];
  const weights = (ids: number[]) => ids.map((g) => games[g]?.weight ?? 1);
  const duelGame = () => DUEL_GAMES[rng.weighted(weights(DUEL_GAMES))] as number;
  const ffaGame = () => FFA_GAMES[rng.weighted(weights(FFA_GAMES))] as number;
  if (plan.showcase) {
    out.push({ status: 2, ffa: false, game: 0, kind: 'showcase-duel' }, { status: 2, ffa: true, game: 3, kind: 'showcase-ffa' });
    const pool = Math.min(20, Math.floor(plan.tournaments / 4));
    for (let i = 0; i < pool; i++) out.push({ status: 1, ffa: false, game: 0, kind: 'pool' });
  }
  const counts = [plan.upcoming - (plan.showcase ? out.length - 2 : 0), plan.ongoing - (plan.showcase ? 2 : 0)];
  const rest = plan.tournaments - out.length;
  const cancelled = Math.round(rest * 0.02);
  const draft = Math.round(rest * 0.01);
  const statuses = [
    ...Array<number>(Math.max(0, counts[0] as number)).fill(1),
    ...Array<number>(Math.max(0, counts[1] as number)).fill(2),
    ...Array<number>(cancelled).fill(4),
    ...Array<number>(draft).fill(0),
  ].slice(0, Math.max(0, rest));
  while (statuses.length < rest) statuses.push(3);
  for (const status of rng.shuffle(statuses)) {
    const ffa = rng.chance(0.2);
    out.push({ status, ffa, game: ffa ? ffaGame() : duelGame() });
  }
  return out;
}

function times(status: number, rng: Rng, now: number, kind?: Spec['kind']) {
  const start =
    kind === 'pool' ? now + 400 * DAY + rng.int(0, 30) * DAY
    : status === 1 || status === 0 ? now + rng.int(3, 90) * DAY
    : status === 2 ? now - rng.int(1, 4) * DAY
    : now - rng.int(7, 1100) * DAY;
  return { start, end: start + rng.int(1, 10) * DAY, deadline: kind === 'pool' ? now + 365 * DAY : start - DAY };
}

function tournamentRow(plan: TenantPlan, spec: Spec, rng: Rng, games: GameInfo[], currencies: string[], index: number): TournamentTable {
  const game = games[spec.game] as GameInfo;
  const t = times(spec.status, rng, Date.now(), spec.kind);
  const fee = spec.kind === 'pool' || rng.chance(0.8) ? 0 : rng.pick([5, 10, 25]);
  const currency = rng.pick(currencies);
  const created = iso(Math.min(t.start, Date.now()) - 30 * DAY);
  return {
    id: newRowId(), tenantId: plan.tenantId, name: `${game.shortName} ${spec.kind === 'pool' ? 'Open Qualifier' : rng.pick(['Weekly Cup', 'Masters', 'Open', 'Invitational', 'League'])} #${index}`,
    gameId: game.id, description: `Season play for ${game.name}. Teams of up to five; check in thirty minutes before the start.`,
    enrollmentLimit: spec.kind === 'pool' ? 100_000 : rng.pick([16, 32, 64, 128, 256]), maxTeamMembers: 5, minTeamMembers: 1,
    startTime: iso(t.start), endTime: iso(t.end), registrationDeadline: iso(t.deadline), isOnline: rng.chance(0.9) ? 1 : 0,
    status: spec.status, matchType: spec.ffa ? 2 : 1, participantType: 1, tournamentFormat: null, teamType: spec.ffa ? 'Squad' : '5v5',
    color: rng.pick(['#1E88E5', '#E53935', '#43A047', '#FDD835']), prizePool: rng.pick([0, 100, 500, 1000, 5000]), entryFee: fee,
    rules: RULES, prizeDistribution: PRIZES, pointsSystem: POINTS, bracketData: null, watchUrls: null, joinLink: null,
    image: `https://cdn.example.com/tournaments/${index % 50}.png`, coverImage: rng.chance(0.5) ? `https://cdn.example.com/tournaments/${index % 50}-cover.png` : null,
    isTrending: rng.chance(0.05) ? 1 : 0, isFeatured: rng.chance(0.05) ? 1 : 0, passwordHash: null, instantRegistrations: rng.chance(0.1) && !spec.kind ? 1 : 0,
    checkInWindowMinutes: null, waitlistEnabled: 0,
    winnerTeamId: null, winnerTeamName: null, organiserName: 'Bench Organiser', organiserImage: null,
    entryFeeCurrencyId: currency, prizePoolCurrencyId: currency, createdAt: created, updatedAt: created,
  };
}

function addRegistrations(writer: BatchWriter, rng: Rng, t: TournamentTable, approved: TeamInfo[], others: TeamInfo[]) {
  const add = (team: TeamInfo, status: number, seed: number | null) =>
    writer.add('tournament_registrations', {
      id: newRowId(), tenantId: t.tenantId, tournamentId: t.id, participantId: team.id, participantType: 1, participantName: team.name,
      status, applicationMessage: rng.chance(0.3) ? 'We would love to play' : null, entryFeePaid: status === 2 ? t.entryFee : 0,
      paymentStatus: t.entryFee > 0 ? (status === 2 ? 'Paid' : 'PendingPayment') : 'NotRequired',
      paymentTransactionId: null, paymentAmount: null, paymentCurrencyId: null, paymentMethod: null, seed, checkedInAt: null, noShow: 0, waitlistedAt: null, createdAt: t.createdAt, updatedAt: t.createdAt,
    });
  approved.forEach((team, i) => add(team, 2, i + 1));
  others.forEach((team) => add(team, rng.pick([1, 3, 4]), null));
}

/** Matches a duel bracket of about `budget` matches: elimination, a league, or Swiss plus playoffs. */
function duelBracket(ctx: BracketContext, budget: number, field: TeamInfo[], rng: Rng) {
  const ids = field.map((t) => t.id);
  const maxP = ids.length;
  if (budget >= 48 && budget <= 300 && rng.chance(0.25)) {
    const n = Math.min(maxP - (maxP % 2), 2 * Math.round((1 + Math.sqrt(1 + 8 * budget)) / 4));
    if (n >= 4) {
      const league = addLeague(ctx, 1, ids.slice(0, n), n - 1, 3);
      return { matches: league.matches, champion: ctx.finished ? (league.ranked[0] ?? null) : null, used: n };
    }
  }
  if (budget < 48 || maxP < 16) {
    const p = Math.min(2 ** Math.floor(Math.log2(Math.max(2, budget + 1))), 2 ** Math.floor(Math.log2(maxP)));
    const se = addSingleElimination(ctx, 1, ids.slice(0, p));
    return { ...se, used: p };
  }
  const stages = Math.min(9, Math.max(4, Math.round(Math.log2(budget))));
  const p = Math.max(8, Math.min(maxP - (maxP % 2), 2 * Math.max(4, Math.round((budget - 7) / stages))));
  const swiss = addLeague(ctx, 1, ids.slice(0, p), Math.min(stages, p - 1), 4);
  const se = addSingleElimination(ctx, 2, swiss.ranked.slice(0, 8));
  return { matches: swiss.matches + se.matches, champion: se.champion, used: p };
}

export async function addTournaments(writer: BatchWriter, rng: Rng, plan: TenantPlan, people: People, games: GameInfo[], currencies: string[]): Promise<TenantOutcome> {
  const list = specs(plan, rng, games);
  const bracketed = list.filter((s) => !s.ffa && (s.status === 2 || s.status === 3) && !s.kind).length;
  const outcome: TenantOutcome = { duelMatches: 0, visibleTournamentIds: [], registrationPoolIds: [] };
  let budget = plan.matches;
  let left = bracketed;
  for (const [index, spec] of list.entries()) {
    const t = tournamentRow(plan, spec, rng, games, currencies, index);
    const teams = people.teamsByGame[spec.game] ?? [];
    const ctx: BracketContext = { writer, rng, tenantId: plan.tenantId, tournamentId: t.id, startMs: Date.parse(t.startTime), maps: (games[spec.game] as GameInfo).maps, finished: spec.status === 3 };
    writer.add('tournaments', t);
    if (spec.status !== 0) outcome.visibleTournamentIds.push(t.id);
    const played = spec.status === 2 || spec.status === 3;
    if (spec.kind === 'pool') outcome.registrationPoolIds.push(t.id);
    else if (spec.kind === 'showcase-duel') {
      const field = rng.sample(teams, 128);
      const swiss = addLeague(ctx, 1, field.map((f) => f.id), 7, 4);
      const se = addSingleElimination(ctx, 2, swiss.ranked.slice(0, 8));
      outcome.duelMatches += swiss.matches + se.matches;
      budget -= swiss.matches + se.matches;
      outcome.manyMatchesTournamentId = t.id;
      addRegistrations(writer, rng, t, field, []);
    } else if (spec.kind === 'showcase-ffa' || (spec.ffa && played)) {
      const size = spec.kind ? 64 : rng.pick([16, 24, 32, 48, 64]);
      const viewerTeams = teams.filter((team) => people.viewerTeamIds.has(team.id));
      const field = [...new Set([...(spec.kind ? viewerTeams : []), ...rng.sample(teams, size)])].slice(0, size);
      const perGroup = rng.int(3, 5);
      addFfaRound(ctx, 1, field.map((f) => f.id), perGroup, spec.status === 3 || field.length > 16 ? perGroup : 2, field.length > 16 ? 'Group stage' : 'Final');
      if (field.length > 16) addFfaRound(ctx, 2, field.slice(0, 16).map((f) => f.id), 4, spec.status === 3 ? 4 : 2, 'Final');
      if (spec.kind) outcome.ffaTournamentId = t.id;
      addRegistrations(writer, rng, t, field, []);
    } else if (!spec.ffa && played) {
      const share = left > 1 ? Math.max(1, Math.round((budget / left) * (0.4 + 1.2 * rng.next()))) : Math.max(1, budget);
      left -= 1;
      const field = rng.sample(teams, Math.min(teams.length, 2 * share + 16));
      const result = duelBracket(ctx, share, field, rng);
      outcome.duelMatches += result.matches;
      budget -= result.matches;
      const winner = field.find((f) => f.id === result.champion);
      if (winner) Object.assign(t, { winnerTeamId: winner.id, winnerTeamName: winner.name });
      addRegistrations(writer, rng, t, field.slice(0, result.used), field.slice(result.used, result.used + Math.ceil(result.used / 10)));
    } else if (spec.status !== 0) {
      const registered = rng.sample(teams, Math.min(teams.length, rng.int(0, Math.min(24, t.enrollmentLimit / 2))));
      addRegistrations(writer, rng, t, registered.slice(0, registered.length >> 1), registered.slice(registered.length >> 1));
    }
    await writer.maybeFlush();
  }
  return outcome;
}
