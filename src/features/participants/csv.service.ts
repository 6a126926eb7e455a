import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { DbHandle } from '../../db/create-db.js';
import { invalidField, notFound } from '../../errors.js';
import { listDuelMatches } from '../brackets/index.js';
import { findTournament, PARTICIPANT_TYPE, TOURNAMENT_STATUS } from '../tournaments/index.js';
import { readPlayer, writePlayers, type ParticipantInput, type ReadLine } from './line-format.js';
import { participantsOf } from './participant-list.service.js';
import { addMany } from './participant.service.js';

/** The participants file's columns; an import reads the first four and ignores the rest. */
const PARTICIPANT_COLUMNS = ['name', 'seed', 'players', 'userGameId', 'status', 'externalId'];
const RESULT_COLUMNS = [
  'round',
  'match',
  'status',
  'participant1',
  'participant2',
  'participant1Score',
  'participant2Score',
  'winner',
];

type CsvRow = Record<string, string | undefined>;

function readRow(row: CsvRow, solo: boolean): ParticipantInput | string {
  const name = row.name?.trim() ?? '';
  if (name === '') return 'the name is empty';
  const seedText = row.seed?.trim() ?? '';
  const seed = Number(seedText);
  if (seedText !== '' && !(Number.isInteger(seed) && seed >= 1))
    return `the seed must be a whole number from 1; it is ${seedText}`;
  const players = (row.players ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const userGameId = row.userGameId?.trim() ?? '';
  return {
    name,
    ...(seedText !== '' ? { seed } : {}),
    ...(solo
      ? userGameId !== ''
        ? { userGameId }
        : {}
      : { players: players.length > 0 ? players.map(readPlayer) : [{ displayName: name }] }),
  };
}

/** Reads the CSV (a header line first); each row is named by its line in the file. */
function readCsv(csv: string, solo: boolean): ReadLine[] {
  let records: { record: CsvRow; info: { lines: number } }[];
  try {
    records = parse(csv, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: true,
      info: true,
    });
  } catch (error) {
    throw invalidField('csv', `The CSV cannot be read: ${(error as Error).message}`);
  }
  if (records.length > 0 && !('name' in records[0]!.record))
    throw invalidField('csv', 'The CSV needs a header line with a name column');
  return records.map(({ record, info }) => {
    const read = readRow(record, solo);
    return typeof read === 'string'
      ? { line: info.lines, problem: read }
      : { line: info.lines, participant: read };
  });
}

export async function importParticipants(
  handle: DbHandle,
  tenantId: string,
  tournamentId: string,
  csv: string,
) {
  const t = await findTournament(handle.db, tenantId, tournamentId);
  if (!t) throw notFound('Tournament');
  return addMany(
    handle,
    tenantId,
    tournamentId,
    readCsv(csv, t.participantType === PARTICIPANT_TYPE.USER),
  );
}

export async function exportParticipants({ db }: DbHandle, tenantId: string, tournamentId: string) {
  const t = await findTournament(db, tenantId, tournamentId);
  if (!t) throw notFound('Tournament');
  const solo = t.participantType === PARTICIPANT_TYPE.USER;
  const rows = (await participantsOf(db, tenantId, t)).map((p) => ({
    name: p.name,
    seed: p.seed ?? '',
    players: solo
      ? ''
      : writePlayers(p.players.map((x) => ({ ...x, userGameId: x.userGameId ?? x.displayName }))),
    userGameId: solo ? (p.players[0]?.userGameId ?? '') : '',
    status: p.status,
    externalId: p.externalId ?? '',
  }));
  return stringify(rows, { header: true, columns: PARTICIPANT_COLUMNS });
}

const PAGE = 100;

/** Every duel match of the tournament, round by round, with its scores and winner. */
export async function exportResults({ db }: DbHandle, tenantId: string, tournamentId: string) {
  const t = await findTournament(db, tenantId, tournamentId);
  if (!t) throw notFound('Tournament');
  const rows: unknown[][] = [];
  // Drafts have no matches, and the match reads do not see them.
  for (let pageNumber = 1; t.status !== TOURNAMENT_STATUS.DRAFT; pageNumber++) {
    const page = await listDuelMatches(db, tenantId, { tournamentId, pageNumber, pageSize: PAGE });
    for (const m of page.matches) {
      const d = m.duelDetail;
      const winner =
        m.matchResult === 1 ? d.participant1Name : m.matchResult === 2 ? d.participant2Name : '';
      rows.push([
        m.roundName,
        m.matchNumber,
        m.matchStatus,
        d.participant1Name ?? '',
        d.participant2Name ?? '',
        d.participant1Score,
        d.participant2Score,
        winner ?? '',
      ]);
    }
    if (pageNumber >= page.totalPages) break;
  }
  return stringify(rows, { header: true, columns: RESULT_COLUMNS });
}
