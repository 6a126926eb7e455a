/**
 * What a public stream (`/t/{shareSlug}/stream`) may carry: the events of the competition
 * itself, never registrations or teams, each reduced to the fields a public page shows.
 */
const PUBLIC_EVENTS = new Set([
  'tournament.updated',
  'match.updated',
  'match.reported',
  'match.disputed',
  'match.scheduled',
  'standings.updated',
  'stage.completed',
  'circuit.standings_updated',
]);

export const isPublicEvent = (event: string) => PUBLIC_EVENTS.has(event);

/**
 * Fields kept at any depth: ids of the tournament, its rounds, groups, matches and
 * participants, names, statuses, scores, standings and bracket places. Anything else is left
 * out, so a field added to a payload later stays private until it is listed here: external
 * ids, emails, report details and notes, evidence, organiser settings never reach the public.
 */
const PUBLIC_FIELDS = new Set([
  // ids
  'circuitId',
  'tournamentId',
  'roundId',
  'groupId',
  'matchId',
  'matchGameId',
  'participantId',
  'participant1Id',
  'participant2Id',
  'winnerId',
  'winnerTeamId',
  // names and pictures shown on the page
  'circuitName',
  'cause',
  'tournamentName',
  'roundName',
  'groupName',
  'participantName',
  'participant1Name',
  'participant2Name',
  'winnerTeamName',
  'participantLogo',
  'participant1Logo',
  'participant2Logo',
  'gameName',
  'mapName',
  'color',
  'image',
  'coverImage',
  // statuses and times
  'status',
  'matchStatus',
  'matchResult',
  'gameResult',
  'roundStatus',
  'state',
  'disputed',
  'isBye',
  'startTime',
  'endTime',
  'scheduledAt',
  'previousScheduledAt',
  'settledAt',
  // the competition's shape
  'matchType',
  'participantType',
  'participant1Type',
  'participant2Type',
  'tournamentFormat',
  'roundNumber',
  'roundType',
  'matchNumber',
  'bestOf',
  'gameSerial',
  'bracket',
  'side',
  'round',
  'position',
  'winnerTo',
  'loserTo',
  'slot',
  'stage',
  'nextStage',
  'qualifiers',
  'seed',
  'match',
  'games',
  'duelDetail',
  // scores and standings
  'participant1Score',
  'participant2Score',
  'standings',
  'lines',
  'rank',
  'placement',
  'placementEnd',
  'wins',
  'losses',
  'draws',
  'matchCount',
  'points',
  'finishes',
  'knocks',
  'bestPlacement',
  'matchesPlayed',
  'tiebreakers',
]);

// Maps from a name to a number, kept whole: their keys are tiebreaker names, not fields.
const NUMBER_MAPS = new Set(['tiebreakers']);

function reduce(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reduce);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!PUBLIC_FIELDS.has(key)) continue;
    kept[key] = NUMBER_MAPS.has(key) ? numbersOnly(item) : reduce(item);
  }
  return kept;
}

function numbersOnly(value: unknown): Record<string, number | null> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v === null || typeof v === 'number'),
  ) as Record<string, number | null>;
}

/** The public data of an event's payload (JSON text in, JSON text out). */
export const publicPayload = (payload: string): string =>
  JSON.stringify(reduce(JSON.parse(payload)));
