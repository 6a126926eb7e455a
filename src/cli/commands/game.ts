import {
  CreateGameBody,
  type GameInput,
  type GameView,
} from '../../features/games/game.schemas.js';
import * as games from '../../features/games/game.service.js';
import type { Cli, OutputOptions } from '../context.js';
import { checkInput, splitList } from '../validate.js';

export interface GameAddOptions extends OutputOptions {
  description?: string;
  shortName?: string;
  region?: string;
  developer?: string;
  publisher?: string;
  platform?: string;
  genre?: string;
  image?: string;
  coverImage?: string;
  uidPlaceholder?: string;
  maps?: string;
}

/** The API's body from the command line's options; options left out stay out. */
function toInput(name: string, o: GameAddOptions): GameInput {
  const fields = {
    name,
    description: o.description,
    shortName: o.shortName,
    region: o.region,
    developer: o.developer,
    publisher: o.publisher,
    platForm: o.platform,
    genre: o.genre,
    image: o.image,
    coverImage: o.coverImage,
    uidPlaceholder: o.uidPlaceholder,
    maps:
      o.maps === undefined ? undefined : splitList(o.maps).map((mapName) => ({ name: mapName })),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as GameInput;
}

export async function gameAdd(cli: Cli, name: string, options: GameAddOptions) {
  const input = checkInput(CreateGameBody, toInput(name, options));
  const game = await cli.withDatabase((db) => games.createGame(db, input));
  const maps = game.maps.map((m) => m.name).join(', ');
  cli.report(
    options,
    game,
    `Game created: ${game.id} (${game.name}, ${game.mapCount} maps${maps ? `: ${maps}` : ''})`,
  );
}

const LIST_PAGE_SIZE = 100;

/** The whole catalogue, page after page. */
export async function gameList(cli: Cli, options: OutputOptions) {
  const list = await cli.withDatabase(async (db) => {
    const all: GameView[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const page = await games.listGames(db, { pageNumber, pageSize: LIST_PAGE_SIZE });
      all.push(...page.games);
      if (pageNumber >= page.totalPages) return all;
    }
  });
  const lines = list.map(
    (g) => `${g.id}  ${g.name}${g.shortName ? ` (${g.shortName})` : ''}  ${g.mapCount} maps`,
  );
  cli.report(options, list, lines.length ? lines : 'No games.');
}
