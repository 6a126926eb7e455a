import type { Schemas } from '../api/client';
import { formatDateTime as formatMoment } from '../i18n/dates';
import { t } from '../i18n/i18n';

type TournamentStatus = Schemas['TournamentStatus'];
type RegistrationStatus = Schemas['RegistrationStatus'];
type RoundType = Schemas['RoundType'];

/** A word of the catalogue, read when used: the maps below follow a change of language. */
const word = <T extends object>(key: string, rest: T) =>
  Object.defineProperty({ ...rest }, 'label', {
    get: () => t(key),
    enumerable: true,
  }) as T & { label: string };

/** `{code: message}` for every code, each read from the catalogue when used. */
function words<K extends PropertyKey>(group: string, codes: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const code of codes)
    Object.defineProperty(out, code, {
      get: () => t(`${group}.${String(code)}`),
      enumerable: true,
    });
  return out;
}

/**
 * What people read for the API's codes: the integer codes DESIGN.md documents ("Integer codes")
 * and the named states, never the raw value.
 */
export const TOURNAMENT_STATUS: Record<TournamentStatus, { label: string; color: string }> = {
  0: word('tournaments.codes.tournamentStatus.0', { color: 'gray' }),
  1: word('tournaments.codes.tournamentStatus.1', { color: 'blue' }),
  2: word('tournaments.codes.tournamentStatus.2', { color: 'green' }),
  3: word('tournaments.codes.tournamentStatus.3', { color: 'violet' }),
  4: word('tournaments.codes.tournamentStatus.4', { color: 'red' }),
};

export const REGISTRATION_STATUS: Record<RegistrationStatus, { label: string; color: string }> = {
  1: word('tournaments.codes.registrationStatus.1', { color: 'yellow' }),
  2: word('tournaments.codes.registrationStatus.2', { color: 'green' }),
  3: word('tournaments.codes.registrationStatus.3', { color: 'red' }),
  4: word('tournaments.codes.registrationStatus.4', { color: 'gray' }),
  5: word('tournaments.codes.registrationStatus.5', { color: 'orange' }),
};

export const PAYMENT_STATUS: Record<Schemas['PaymentStatus'], string> = words(
  'tournaments.codes.paymentStatus',
  ['NotRequired', 'PendingPayment', 'Paid', 'Refunded'],
);

export const ROUND_TYPE: Record<RoundType, string> = words('public.roundType', [1, 2, 3, 4, 5]);

export const ROUND_STATUS: Record<Schemas['RoundStatus'], string> = words(
  'public.roundStatus',
  [1, 2, 3],
);

export const MATCH_TYPE: Record<Schemas['MatchType'], string> = words('public.matchType', [1, 2]);

/** A date-time of the API in the page's language and the reader's time zone; "—" for none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return formatMoment(iso);
}

/** The tiebreaker catalogue as people read it, with what each one counts. */
const TIEBREAKER_NAMES = [
  'matchPoints',
  'headToHead',
  'scoreDifference',
  'gamesWon',
  'buchholz',
  'medianBuchholz',
  'sonnebornBerger',
  'opponentMatchWinPct',
  'ffaPoints',
  'finishes',
  'bestPlacement',
] as const satisfies readonly Schemas['TiebreakerName'][];

export const TIEBREAKER: Record<Schemas['TiebreakerName'], { label: string; hint: string }> =
  Object.fromEntries(
    TIEBREAKER_NAMES.map((name) => [
      name,
      {
        get label() {
          return t(`tournaments.codes.tiebreaker.${name}.label`);
        },
        get hint() {
          return t(`tournaments.codes.tiebreaker.${name}.hint`);
        },
      },
    ]),
  ) as Record<Schemas['TiebreakerName'], { label: string; hint: string }>;

const FFA_TIEBREAKERS: Schemas['TiebreakerName'][] = ['ffaPoints', 'finishes', 'bestPlacement'];

/** The names a round of this format takes, for pickers (the server checks them). */
export function tiebreakersFor(roundType: RoundType): Schemas['TiebreakerName'][] {
  const all = Object.keys(TIEBREAKER) as Schemas['TiebreakerName'][];
  return all.filter((name) => FFA_TIEBREAKERS.includes(name) === (roundType === 5));
}

/** "Head-to-head, then Score difference". */
export const tiebreakerOrder = (names: readonly Schemas['TiebreakerName'][]) =>
  names.length
    ? names.map((name) => TIEBREAKER[name].label).join(t('tournaments.codes.then'))
    : t('tournaments.codes.seedOrderOnly');
