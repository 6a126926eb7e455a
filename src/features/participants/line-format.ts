/**
 * The pasted list of participants, one a line (docs/organiser.md, "Adding many at once"):
 *
 *   Team name                          a team whose one player has the team's name
 *   Team name: Alice, Bob (bob#42)     a team and its players; `(…)` is a player's in-game id
 *   Player name (in-game id)           in solo tournaments; without `(…)` the name is the id
 *
 * Blank lines and lines starting with `#` are skipped. A player without an in-game id plays under
 * their name. Pure: the server checks the rules once the list is read.
 */
export interface PlayerInput {
  displayName: string;
  userGameId?: string;
}

export interface ParticipantInput {
  name: string;
  players?: PlayerInput[];
  userGameId?: string;
  seed?: number;
}

/** A participant read from line `line` (1-based), or the reason that line could not be read. */
export type ReadLine =
  { line: number; participant: ParticipantInput } | { line: number; problem: string };

const IN_GAME_ID = /^(.*?)\s*\(([^()]*)\)$/;

/** `Alice (alice#1)` → name and in-game id; `Alice` → the name alone. */
export function readPlayer(text: string): PlayerInput {
  const match = IN_GAME_ID.exec(text.trim());
  if (!match) return { displayName: text.trim() };
  return { displayName: (match[1] as string).trim(), userGameId: (match[2] as string).trim() };
}

function readTeamLine(text: string): ParticipantInput | string {
  const colon = text.indexOf(':');
  const name = (colon < 0 ? text : text.slice(0, colon)).trim();
  if (name === '') return 'the team name is missing before the colon';
  if (colon < 0) return { name, players: [{ displayName: name }] };
  const players = text
    .slice(colon + 1)
    .split(',')
    .map((p) => p.trim());
  if (players.every((p) => p === ''))
    return 'list the players after the colon, or leave the colon out';
  if (players.some((p) => p === '')) return 'a player name is missing between two commas';
  const read = players.map(readPlayer);
  if (read.some((p) => p.displayName === ''))
    return 'a player name is missing before its in-game id';
  return { name, players: read };
}

function readSoloLine(text: string): ParticipantInput | string {
  const player = readPlayer(text);
  if (player.displayName === '') return 'the player name is missing before the in-game id';
  return {
    name: player.displayName,
    ...(player.userGameId ? { userGameId: player.userGameId } : {}),
  };
}

/** Each participant line of `text`, for a team or a solo tournament. */
export function readLines(text: string, solo: boolean): ReadLine[] {
  const read: ReadLine[] = [];
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const result = solo ? readSoloLine(trimmed) : readTeamLine(trimmed);
    read.push(
      typeof result === 'string'
        ? { line: index + 1, problem: result }
        : { line: index + 1, participant: result },
    );
  }
  return read;
}

/** The players of a team as one line's part after the colon (CSV `players` column too). */
export const writePlayers = (players: readonly { displayName: string; userGameId: string }[]) =>
  players
    .map((p) =>
      p.userGameId === p.displayName ? p.displayName : `${p.displayName} (${p.userGameId})`,
    )
    .join(', ');
