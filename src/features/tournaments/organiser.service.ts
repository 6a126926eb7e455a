import type { Updateable } from 'kysely';
import type { DbHandle } from '../../db/create-db.js';
import type { Executor } from '../../db/database.js';
import { fromBool, nowIso } from '../../db/dialect.js';
import { newRowId } from '../../db/row-ids.js';
import {
  businessRule,
  invalidTransition,
  notFound,
  throwIfInvalid,
  type FieldError,
} from '../../errors.js';
import { hashPassword } from '../../password.js';
import { recordEvent } from '../events/index.js';
import { findGame } from '../games/index.js';
import { findTenant } from '../tenants/index.js';
import { finalPlacesMoved } from './final-places.js';
import { countByStatus } from './registration.repository.js';
import { ACTIVE_REGISTRATION, PARTICIPANT_TYPE } from './registration.schemas.js';
import * as repo from './tournament.repository.js';
import {
  STATUS_NAMES,
  TOURNAMENT_STATUS,
  type CreateTournamentInput,
  type UpdateTournamentInput,
} from './tournament.schemas.js';
import type { TournamentTable } from './tournament.table.js';
import { loadDetail } from './tournament.service.js';
import { promoteFromWaitlist } from './waitlist.service.js';

/** The lifecycle (DESIGN.md, Rules): each status and the statuses it may move to. */
const TRANSITIONS: Record<number, number[]> = {
  [TOURNAMENT_STATUS.DRAFT]: [TOURNAMENT_STATUS.UPCOMING, TOURNAMENT_STATUS.CANCELLED],
  [TOURNAMENT_STATUS.UPCOMING]: [TOURNAMENT_STATUS.ONGOING, TOURNAMENT_STATUS.CANCELLED],
  [TOURNAMENT_STATUS.ONGOING]: [TOURNAMENT_STATUS.COMPLETED, TOURNAMENT_STATUS.CANCELLED],
  [TOURNAMENT_STATUS.COMPLETED]: [],
  [TOURNAMENT_STATUS.CANCELLED]: [],
};

const DEFAULTS = {
  description: '',
  isOnline: true,
  tournamentFormat: null,
  prizePool: 0,
  entryFee: 0,
  entryFeeCurrencyId: null,
  prizePoolCurrencyId: null,
  rules: {},
  pointsSystem: { pointsPerFinish: 0, pointsPerKnock: 0, placementPoints: {} },
  prizeDistribution: { positions: [], special: [] },
  bracketData: null,
  watchUrls: null,
  joinLink: null,
  image: null,
  coverImage: null,
  isTrending: false,
  isFeatured: false,
  instantRegistrations: false,
  checkInWindowMinutes: null,
  waitlistEnabled: false,
  password: null,
  organiserImage: null,
} satisfies UpdateTournamentInput;

// Fields stored as given, under the same name.
const PLAIN_FIELDS = [
  'gameId',
  'description',
  'enrollmentLimit',
  'maxTeamMembers',
  'minTeamMembers',
  'matchType',
  'tournamentFormat',
  'teamType',
  'color',
  'prizePool',
  'entryFee',
  'entryFeeCurrencyId',
  'prizePoolCurrencyId',
  'bracketData',
  'joinLink',
  'image',
  'coverImage',
  'organiserName',
  'organiserImage',
  'checkInWindowMinutes',
] as const satisfies readonly (keyof UpdateTournamentInput & keyof TournamentTable)[];
const BOOLEAN_FIELDS = [
  'isOnline',
  'isTrending',
  'isFeatured',
  'instantRegistrations',
  'waitlistEnabled',
] as const;
const JSON_FIELDS = ['rules', 'pointsSystem', 'prizeDistribution'] as const;
const TIME_FIELDS = ['startTime', 'endTime', 'registrationDeadline'] as const;

/** The columns the given fields set; only the fields present in `input` appear. */
async function toColumns(input: UpdateTournamentInput): Promise<Updateable<TournamentTable>> {
  const columns: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) if (input[field] !== undefined) columns[field] = input[field];
  if (input.tournamentName !== undefined) columns.name = input.tournamentName;
  for (const field of JSON_FIELDS)
    if (input[field] !== undefined) columns[field] = JSON.stringify(input[field]);
  for (const field of BOOLEAN_FIELDS)
    if (input[field] !== undefined) columns[field] = fromBool(input[field]);
  // Timestamps are stored as UTC ISO text so that text order is time order on both engines.
  for (const field of TIME_FIELDS)
    if (input[field] !== undefined) columns[field] = new Date(input[field]).toISOString();
  const { watchUrls, password } = input;
  if (watchUrls !== undefined)
    columns.watchUrls = watchUrls === null ? null : JSON.stringify(watchUrls);
  if (password !== undefined)
    columns.passwordHash = password === null ? null : await hashPassword(password);
  return columns as Updateable<TournamentTable>;
}

/** Body references to rows that do not exist are invalid input (400 naming the field), not a missing resource. */
async function referenceErrors(db: Executor, input: UpdateTournamentInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.gameId !== undefined && !(await findGame(db, input.gameId))) {
    errors.push({ field: 'gameId', message: 'does not name a game' });
  }
  const fields = (['entryFeeCurrencyId', 'prizePoolCurrencyId'] as const).filter(
    (f) => typeof input[f] === 'string',
  );
  const known = await repo.existingCurrencyIds(
    db,
    fields.map((f) => input[f] as string),
  );
  for (const field of fields)
    if (!known.has(input[field] as string))
      errors.push({ field, message: 'does not name a currency' });
  return errors;
}

/** An amount above 0 needs its currency; a free tournament may name none. */
const PRICED = [
  ['entryFee', 'entryFeeCurrencyId'],
  ['prizePool', 'prizePoolCurrencyId'],
] as const;

/** The rules between fields, checked on the merged result of a create or an update: every one broken. */
function consistencyErrors(
  t: Pick<
    TournamentTable,
    | 'minTeamMembers'
    | 'maxTeamMembers'
    | (typeof TIME_FIELDS)[number]
    | (typeof PRICED)[number][number]
  >,
): FieldError[] {
  const errors: FieldError[] = [];
  const problem = (field: string, message: string) => errors.push({ field, message });
  for (const [amount, currency] of PRICED)
    if (t[amount] > 0 && t[currency] === null)
      problem(currency, `is required when ${amount} is above 0`);
  if (t.minTeamMembers > t.maxTeamMembers)
    problem('minTeamMembers', 'must not exceed maxTeamMembers');
  if (Date.parse(t.registrationDeadline) > Date.parse(t.startTime))
    problem('registrationDeadline', 'must not be after startTime');
  if (Date.parse(t.startTime) > Date.parse(t.endTime))
    problem('endTime', 'must not be before startTime');
  return errors;
}

/**
 * The detail after a write, with its `tournament.updated` event. Drafts are never visible to
 * integrators, so their changes publish nothing; publishing the draft sends the first event.
 */
async function afterWrite(trx: Executor, tenantId: string, id: string) {
  const detail = await loadDetail(trx, tenantId, id);
  if (detail.status !== TOURNAMENT_STATUS.DRAFT)
    await recordEvent(trx, { tenantId, tournamentId: id }, 'tournament.updated', detail);
  return detail;
}

export async function createTournament(
  { db }: DbHandle,
  tenantId: string,
  input: CreateTournamentInput,
) {
  const unknownReferences = await referenceErrors(db, input);
  const tenant = await findTenant(db, tenantId);
  const columns = await toColumns({ ...DEFAULTS, organiserName: tenant?.name ?? '', ...input });
  const now = nowIso();
  const row = {
    ...columns,
    id: newRowId(),
    tenantId,
    status: TOURNAMENT_STATUS.DRAFT,
    participantType: PARTICIPANT_TYPE.TEAM,
    winnerTeamId: null,
    winnerTeamName: null,
    createdAt: now,
    updatedAt: now,
  } as TournamentTable;
  throwIfInvalid([...unknownReferences, ...consistencyErrors(row)]);
  return db.transaction().execute(async (trx) => {
    await repo.insertTournament(trx, row);
    return afterWrite(trx, tenantId, row.id);
  });
}

const isLocked = (status: number) =>
  status === TOURNAMENT_STATUS.COMPLETED || status === TOURNAMENT_STATUS.CANCELLED;

export const tournamentLocked = (status: number) =>
  businessRule(
    'TOURNAMENT_LOCKED',
    `A ${STATUS_NAMES[status]?.toLowerCase()} tournament cannot be changed`,
  );

export async function updateTournament(
  { db, engine }: DbHandle,
  tenantId: string,
  id: string,
  input: UpdateTournamentInput,
) {
  const unknownReferences = await referenceErrors(db, input);
  const changes = await toColumns(input);
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockTournament(trx, engine, tenantId, id);
    if (!current) throw notFound('Tournament');
    if (isLocked(current.status)) throw tournamentLocked(current.status);
    throwIfInvalid([
      ...unknownReferences,
      ...consistencyErrors({ ...current, ...changes } as TournamentTable),
    ]);
    if (changes.gameId !== undefined && changes.gameId !== current.gameId) {
      if ((await countByStatus(trx, tenantId, id, ACTIVE_REGISTRATION)) > 0) {
        throw businessRule(
          'HAS_REGISTRATIONS',
          'The game cannot change while teams are registered',
        );
      }
    }
    await repo.updateTournament(trx, tenantId, id, { ...changes, updatedAt: nowIso() });
    // A raised enrollmentLimit frees places: the waitlist fills them now.
    await promoteFromWaitlist(trx, engine, tenantId, { ...current, ...changes } as TournamentTable);
    return afterWrite(trx, tenantId, id);
  });
}

export async function changeStatus(
  { db, engine }: DbHandle,
  tenantId: string,
  id: string,
  status: number,
) {
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockTournament(trx, engine, tenantId, id);
    if (!current) throw notFound('Tournament');
    if (!TRANSITIONS[current.status]?.includes(status)) {
      const name = (s: number) => `${STATUS_NAMES[s]} (${s})`;
      throw invalidTransition('tournament', name(current.status), name(status));
    }
    await repo.updateTournament(trx, tenantId, id, { status, updatedAt: nowIso() });
    if (status === TOURNAMENT_STATUS.COMPLETED)
      await finalPlacesMoved(trx, tenantId, id, 'tournament_completed');
    return afterWrite(trx, tenantId, id);
  });
}
