import type { Schemas } from '../api/client';

type TournamentStatus = Schemas['TournamentStatus'];
type RegistrationStatus = Schemas['RegistrationStatus'];
type RoundType = Schemas['RoundType'];

/**
 * What people read for the API's codes: the integer codes DESIGN.md documents ("Integer codes")
 * and the named states, never the raw value.
 */
export const TOURNAMENT_STATUS: Record<TournamentStatus, { label: string; color: string }> = {
  0: { label: 'Draft', color: 'gray' },
  1: { label: 'Upcoming', color: 'blue' },
  2: { label: 'Ongoing', color: 'green' },
  3: { label: 'Completed', color: 'violet' },
  4: { label: 'Cancelled', color: 'red' },
};

export const REGISTRATION_STATUS: Record<RegistrationStatus, { label: string; color: string }> = {
  1: { label: 'Pending', color: 'yellow' },
  2: { label: 'Approved', color: 'green' },
  3: { label: 'Rejected', color: 'red' },
  4: { label: 'Withdrawn', color: 'gray' },
  5: { label: 'Waitlisted', color: 'orange' },
};

export const PAYMENT_STATUS: Record<Schemas['PaymentStatus'], string> = {
  NotRequired: 'Not required',
  PendingPayment: 'Pending payment',
  Paid: 'Paid',
  Refunded: 'Refunded',
};

export const ROUND_TYPE: Record<RoundType, string> = {
  1: 'Single elimination',
  2: 'Double elimination',
  3: 'Round robin',
  4: 'Swiss',
  5: 'Free-for-all',
};

export const ROUND_STATUS: Record<Schemas['RoundStatus'], string> = {
  1: 'Pending',
  2: 'Ongoing',
  3: 'Completed',
};

export const MATCH_TYPE: Record<Schemas['MatchType'], string> = {
  1: 'Duel',
  2: 'Free-for-all',
};

/** A date-time of the API, shown in the person's locale. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
