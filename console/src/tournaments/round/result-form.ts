import type { Schemas } from '../../api/client';

/** The result form's values and how they become the body of `POST /matches/{id}/result`. */

export interface GameRow {
  participant1Score: number | string;
  participant2Score: number | string;
  mapName: string;
}

export interface ResultFormValues {
  games: GameRow[];
  forfeitBy: 'none' | '1' | '2';
}

export type ResultBody = Schemas['ReportMatchResultRequest'];

const emptyGame = (): GameRow => ({ participant1Score: '', participant2Score: '', mapName: '' });

/** The form starts from the games already recorded, or one empty game. */
export function initialResultValues(match: Schemas['Match']): ResultFormValues {
  const games = match.games.map((g) => ({
    participant1Score: g.participant1Score,
    participant2Score: g.participant2Score,
    mapName: g.mapName ?? '',
  }));
  return { games: games.length ? games : [emptyGame()], forfeitBy: 'none' };
}

/**
 * A best-of-one won by `winner`, recorded as a 1–0 game (the map typed so far is kept): one
 * click, which a later result corrects like any other.
 */
export function oneGameWonBy(winner: 1 | 2, values: ResultFormValues): ResultFormValues {
  const mapName = values.games[0]?.mapName ?? '';
  const [participant1Score, participant2Score] = winner === 1 ? [1, 0] : [0, 1];
  return { games: [{ participant1Score, participant2Score, mapName }], forfeitBy: 'none' };
}

export function addGame(values: ResultFormValues): GameRow[] {
  return [...values.games, emptyGame()];
}

/**
 * Blank scores go to the server as they are (it names the field); rows left entirely empty
 * are dropped, so a forfeit before any game sends no games.
 */
export function toResultBody(values: ResultFormValues): ResultBody {
  const games = values.games
    .filter((g) => g.participant1Score !== '' || g.participant2Score !== '' || g.mapName.trim())
    .map((g) => ({
      participant1Score: g.participant1Score as number,
      participant2Score: g.participant2Score as number,
      ...(g.mapName.trim() ? { mapName: g.mapName.trim() } : {}),
    }));
  return values.forfeitBy === 'none'
    ? { games }
    : { games, forfeitBy: Number(values.forfeitBy) as 1 | 2 };
}
