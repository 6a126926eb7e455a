import type { Executor } from '../../db/database.js';
import { notFound } from '../../errors.js';
import {
  duelMatchesOfRound,
  formatOf,
  getDuelStandings,
  getGroupStandings,
  groupMatchResults,
  listAllRoundGroups,
  listTournamentRounds,
  type RoundView,
} from '../brackets/index.js';
import { findPublicTournament, loadDetail } from '../tournaments/index.js';
import type { PublicRoundView, PublicTournamentPageView } from './public.schemas.js';

export interface PublishedTournament {
  tenantId: string;
  tournamentId: string;
}

/**
 * The tournament behind a public slug, when its page may be seen (published, out of draft); the
 * public routes (page, data, stream) resolve the slug with it. Undefined for an unknown slug and
 * for a tournament that is not public alike.
 */
export async function findPublishedTournament(
  db: Executor,
  shareSlug: string,
): Promise<PublishedTournament | undefined> {
  const found = await findPublicTournament(db, shareSlug);
  return found && { tenantId: found.tenantId, tournamentId: found.tournamentId };
}

type PublicTournamentRef = NonNullable<Awaited<ReturnType<typeof findPublicTournament>>>;

/** The slug's tournament or the 404 an unknown one gets: the two cannot be told apart. */
export async function requirePublishedTournament(
  db: Executor,
  shareSlug: string,
): Promise<PublicTournamentRef> {
  const found = await findPublicTournament(db, shareSlug);
  if (!found) throw notFound('Tournament');
  return found;
}

const isFreeForAll = (roundType: number) => formatOf(roundType).matchType === 'freeForAll';

// The items carry the integration reads' fields; the route's response schema is the allow-list
// that drops the private ones (external ids, isMe) when it serializes them.
async function publicRound(
  db: Executor,
  { tenantId, tournamentId }: PublishedTournament,
  round: RoundView,
): Promise<PublicRoundView> {
  const base = {
    roundId: round.id,
    roundNumber: round.roundNumber,
    roundType: round.roundType,
    roundStatus: round.status,
    name: round.roundName === '' ? null : round.roundName,
    matchesPerGroup: round.matchesPerGroup,
  };
  if (isFreeForAll(round.roundType)) {
    const groups = await listAllRoundGroups(db, tenantId, round.id);
    return {
      ...base,
      matches: [],
      standings: [],
      groups: await Promise.all(
        groups.map(async (group) => ({
          ...group,
          standings: (await getGroupStandings(db, tenantId, group.id)).standings,
          matches: await groupMatchResults(db, tenantId, group.id),
        })),
      ),
    };
  }
  const [matches, standings] = await Promise.all([
    duelMatchesOfRound(db, tenantId, tournamentId, round.id),
    getDuelStandings(db, tenantId, tournamentId, { roundId: round.id }),
  ]);
  return { ...base, matches, standings: standings.standings, groups: [] };
}

/** What the public page shows of a published tournament: its card, rounds, brackets, tables. */
export async function loadPublicTournament(
  db: Executor,
  shareSlug: string,
  published: PublicTournamentRef,
): Promise<PublicTournamentPageView> {
  const { tenantId, tournamentId } = published;
  const [detail, rounds] = await Promise.all([
    loadDetail(db, tenantId, tournamentId),
    listTournamentRounds(db, tenantId, tournamentId),
  ]);
  return {
    tournament: {
      shareSlug,
      name: detail.tournamentName,
      description: detail.description,
      color: detail.color,
      image: detail.image,
      coverImage: detail.coverImage,
      status: detail.status,
      matchType: detail.matchType,
      participantType: published.participantType,
      tournamentFormat: detail.tournamentFormat,
      startTime: detail.startTime,
      endTime: detail.endTime,
      gameName: detail.gameName,
      organiserName: detail.organiserName,
      enrollmentLimit: detail.enrollmentLimit,
      winnerName: detail.winnerTeamName,
    },
    rounds: await Promise.all(rounds.map((round) => publicRound(db, published, round))),
  };
}
