import type { Schemas } from '../api/client';
import { ApiError } from '../api/errors';

/** The operator's game form edits a game's maps as text, one map a line. */

type GameMap = Schemas['GameMap'];

/** The map list from the textarea, one name a line; a kept name keeps the image it had. */
export function mapsFrom(text: string, previous: GameMap[]) {
  const images = new Map(previous.map((map) => [map.name, map.image]));
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((name) => {
      const image = images.get(name);
      return image ? { name, image } : { name };
    });
}

/** The server names a refused map by its index (`maps.2.name`): the textarea shows it by line. */
export function mapLineErrors(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const lines = error.fieldErrors
    .filter((e) => e.field.startsWith('maps.'))
    .map((e) => `line ${Number(e.field.split('.')[1]) + 1}: ${e.message}`);
  return lines.length > 0 ? `Map ${lines.join('; ')}` : null;
}
