import type { CreateTournamentBody, Tournament, UpdateTournamentBody } from '../api/tournaments';
import { t } from '../../i18n/i18n';
import { defaultPlan, type PlanValues } from './plan';

/** A number input's value: Mantine gives '' while the field is empty. */
type NumberField = number | string;

interface RuleRow {
  title: string;
  text: string;
}
interface PlacementRow {
  placement: NumberField;
  points: NumberField;
}
interface PrizeRow {
  prize: string;
  amount: NumberField;
}

/**
 * The form's shape. Field names follow the API's so that its field errors land on the right
 * input; the JSON objects become lists of rows, which `toFormErrors` maps back.
 */
export interface TournamentFormValues {
  tournamentName: string;
  gameId: string;
  description: string;
  tournamentFormat: string;
  matchType: string;
  teamType: string;
  color: string;
  isOnline: boolean;
  registrationDeadline: string;
  startTime: string;
  endTime: string;
  enrollmentLimit: NumberField;
  minTeamMembers: NumberField;
  maxTeamMembers: NumberField;
  instantRegistrations: boolean;
  waitlistEnabled: boolean;
  /** Empty: no check-in. */
  checkInWindowMinutes: NumberField;
  entryFee: NumberField;
  entryFeeCurrencyId: string | null;
  prizePool: NumberField;
  prizePoolCurrencyId: string | null;
  rules: RuleRow[];
  pointsSystem: {
    pointsPerFinish: NumberField;
    pointsPerKnock: NumberField;
    placementPoints: PlacementRow[];
  };
  prizeDistribution: { positions: PrizeRow[]; special: PrizeRow[] };
  watchUrls: string;
  joinLink: string;
  image: string;
  coverImage: string;
  organiserName: string;
  organiserImage: string;
  isFeatured: boolean;
  isTrending: boolean;
  /** A new password; empty keeps the current one. */
  password: string;
  removePassword: boolean;
  /** The format chosen on creation; declared as the tournament's stages, not a field of it. */
  plan: PlanValues;
}

export const emptyTournamentValues: TournamentFormValues = {
  tournamentName: '',
  gameId: '',
  description: '',
  tournamentFormat: '',
  matchType: '1',
  teamType: '',
  color: '#2B6CB0',
  isOnline: true,
  registrationDeadline: '',
  startTime: '',
  endTime: '',
  enrollmentLimit: 16,
  minTeamMembers: 1,
  maxTeamMembers: 5,
  instantRegistrations: false,
  waitlistEnabled: false,
  checkInWindowMinutes: '',
  entryFee: 0,
  entryFeeCurrencyId: null,
  prizePool: 0,
  prizePoolCurrencyId: null,
  rules: [],
  pointsSystem: { pointsPerFinish: 0, pointsPerKnock: 0, placementPoints: [] },
  prizeDistribution: { positions: [], special: [] },
  watchUrls: '',
  joinLink: '',
  image: '',
  coverImage: '',
  organiserName: '',
  organiserImage: '',
  isFeatured: false,
  isTrending: false,
  password: '',
  removePassword: false,
  plan: defaultPlan,
};

/** `2027-03-06T18:00` in the person's time zone, as `<input type="datetime-local">` wants it. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function toIso(local: string): string {
  const date = new Date(local);
  // An unreadable date goes to the server as typed: its answer names the field.
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

function parseJson<T>(text: string | null, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function valuesFromTournament(t: Tournament): TournamentFormValues {
  const rules = parseJson<Record<string, unknown>>(t.rules, {});
  const points = parseJson(t.pointsSystem, emptyTournamentValues.pointsSystem as never) as {
    pointsPerFinish?: number;
    pointsPerKnock?: number;
    placementPoints?: Record<string, number>;
  };
  const prizes = parseJson<{ positions?: PrizeRow[]; special?: unknown[] }>(
    t.prizeDistribution,
    {},
  );
  return {
    ...emptyTournamentValues,
    tournamentName: t.tournamentName,
    gameId: t.gameId,
    description: t.description,
    tournamentFormat: t.tournamentFormat ?? '',
    matchType: String(t.matchType),
    teamType: t.teamType,
    color: t.color,
    isOnline: t.isOnline,
    registrationDeadline: toLocalInput(t.registrationDeadline),
    startTime: toLocalInput(t.startTime),
    endTime: toLocalInput(t.endTime),
    enrollmentLimit: t.enrollmentLimit,
    minTeamMembers: t.minTeamMembers,
    maxTeamMembers: t.maxTeamMembers,
    instantRegistrations: t.instantRegistrations,
    waitlistEnabled: t.waitlistEnabled,
    checkInWindowMinutes: t.checkInWindowMinutes ?? '',
    entryFee: t.entryFee,
    entryFeeCurrencyId: t.entryFeeCurrencyId,
    prizePool: t.prizePool,
    prizePoolCurrencyId: t.prizePoolCurrencyId,
    rules: Object.entries(rules).map(([title, text]) => ({
      title,
      text: typeof text === 'string' ? text : JSON.stringify(text),
    })),
    pointsSystem: {
      pointsPerFinish: points.pointsPerFinish ?? 0,
      pointsPerKnock: points.pointsPerKnock ?? 0,
      placementPoints: Object.entries(points.placementPoints ?? {}).map(([placement, value]) => ({
        placement: Number(placement),
        points: value,
      })),
    },
    prizeDistribution: {
      positions: prizes.positions ?? [],
      special: (prizes.special ?? []).map(toPrizeRow),
    },
    watchUrls: parseJson<string[]>(t.watchUrls, []).join('\n'),
    joinLink: t.joinLink ?? '',
    image: t.image ?? '',
    coverImage: t.coverImage ?? '',
    organiserName: t.organiserName,
    organiserImage: t.organiserImage ?? '',
    isFeatured: t.isFeatured,
    isTrending: t.isTrending,
  };
}

function toPrizeRow(item: unknown): PrizeRow {
  const row = (typeof item === 'object' && item !== null ? item : {}) as Partial<PrizeRow>;
  return { prize: String(row.prize ?? ''), amount: Number(row.amount ?? 0) };
}

/** '' (an emptied number input) is left out, so the server names the missing field. */
const num = (value: NumberField) => (value === '' ? undefined : Number(value));
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The create body the values describe (every field; the server validates). */
export function toCreateBody(values: TournamentFormValues): CreateTournamentBody {
  const body = {
    tournamentName: values.tournamentName,
    gameId: values.gameId,
    description: values.description,
    tournamentFormat: orNull(values.tournamentFormat),
    matchType: Number(values.matchType) as 1 | 2,
    teamType: values.teamType,
    color: values.color,
    isOnline: values.isOnline,
    registrationDeadline: toIso(values.registrationDeadline),
    startTime: toIso(values.startTime),
    endTime: toIso(values.endTime),
    enrollmentLimit: num(values.enrollmentLimit),
    minTeamMembers: num(values.minTeamMembers),
    maxTeamMembers: num(values.maxTeamMembers),
    instantRegistrations: values.instantRegistrations,
    waitlistEnabled: values.waitlistEnabled,
    checkInWindowMinutes: num(values.checkInWindowMinutes) ?? null,
    entryFee: num(values.entryFee),
    entryFeeCurrencyId: values.entryFeeCurrencyId || null,
    prizePool: num(values.prizePool),
    prizePoolCurrencyId: values.prizePoolCurrencyId || null,
    rules: Object.fromEntries(values.rules.map((r) => [r.title, r.text])),
    pointsSystem: {
      pointsPerFinish: num(values.pointsSystem.pointsPerFinish),
      pointsPerKnock: num(values.pointsSystem.pointsPerKnock),
      placementPoints: Object.fromEntries(
        values.pointsSystem.placementPoints.map((p) => [String(p.placement), num(p.points)]),
      ),
    },
    prizeDistribution: {
      positions: values.prizeDistribution.positions.map((p) => ({ ...p, amount: num(p.amount) })),
      special: values.prizeDistribution.special.map((p) => ({ ...p, amount: num(p.amount) })),
    },
    watchUrls: values.watchUrls.trim() ? values.watchUrls.split(/\s+/).filter(Boolean) : null,
    joinLink: orNull(values.joinLink),
    image: orNull(values.image),
    coverImage: orNull(values.coverImage),
    organiserImage: orNull(values.organiserImage),
    isFeatured: values.isFeatured,
    isTrending: values.isTrending,
    ...(values.organiserName.trim() ? { organiserName: values.organiserName } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
  // Left-out numbers travel as undefined and vanish in JSON; the server then names them.
  return body as CreateTournamentBody;
}

/** Only what changed since the form was filled: an update leaves the other fields alone. */
export function toUpdateBody(
  initial: TournamentFormValues,
  values: TournamentFormValues,
): UpdateTournamentBody {
  const before = toCreateBody(initial) as Record<string, unknown>;
  const after = toCreateBody(values) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) !== JSON.stringify(before[key])) changes[key] = value;
  }
  if (values.removePassword) changes.password = null;
  return changes as UpdateTournamentBody;
}

/**
 * The form's path for a field the server names: an error on a rule or a placement names the
 * object's key (`rules.Maps`), the form has a row for it.
 */
export function formPath(field: string, values: TournamentFormValues): string {
  const [head, ...rest] = field.split('.');
  if (head === 'rules' && rest.length > 0) {
    const row = values.rules.findIndex((r) => r.title === rest.join('.'));
    return row >= 0 ? `rules.${row}.text` : 'rules';
  }
  if (field.startsWith('pointsSystem.placementPoints.')) {
    const placement = field.split('.')[2];
    const row = values.pointsSystem.placementPoints.findIndex(
      (p) => String(p.placement) === placement,
    );
    return row >= 0 ? `pointsSystem.placementPoints.${row}.points` : 'pointsSystem.placementPoints';
  }
  if (head === 'watchUrls') return 'watchUrls';
  return field;
}

/** What the object shapes cannot hold: two rows under one key. The server checks the rest. */
export function validateRows(values: TournamentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const seenTitles = new Set<string>();
  values.rules.forEach((rule, i) => {
    if (rule.title.trim() === '') errors[`rules.${i}.title`] = t('tournaments.form.ruleNeedsTitle');
    else if (seenTitles.has(rule.title))
      errors[`rules.${i}.title`] = t('tournaments.form.ruleTitleTaken');
    seenTitles.add(rule.title);
  });
  const seenPlacements = new Set<string>();
  values.pointsSystem.placementPoints.forEach((row, i) => {
    const key = String(row.placement);
    if (seenPlacements.has(key))
      errors[`pointsSystem.placementPoints.${i}.placement`] = t('tournaments.form.placementTaken');
    seenPlacements.add(key);
  });
  return errors;
}
