import type { RegistrationRow } from './registration.repository.js';
import {
  HELD_REGISTRATION,
  REGISTRATION_STATUS,
  type RegistrationItemView,
  type TeamRegistrationResultView,
} from './registration.schemas.js';

type Registration = RegistrationRow;

/** The additive check-in and waitlist fields; `waitlistPosition` is given for a waitlisted row. */
const checkInFields = (r: Registration, waitlistPosition: number | null) => ({
  checkedInAt: r.checkedInAt,
  noShow: r.noShow === 1,
  waitlistPosition: r.status === REGISTRATION_STATUS.WAITLISTED ? waitlistPosition : null,
});

const disqualification = (r: Registration) => ({
  disqualified: r.disqualifiedAt !== null,
  disqualifiedAt: r.disqualifiedAt,
});

export const toResult = (
  r: Registration,
  tournamentName: string,
  waitlistPosition: number | null = null,
): TeamRegistrationResultView => ({
  registrationId: r.id,
  tournamentId: r.tournamentId,
  tournamentName,
  participantId: r.participantId,
  participantType: r.participantType,
  participantName: r.participantName,
  status: r.status,
  entryFeePaid: r.entryFeePaid,
  paymentStatus: r.paymentStatus as TeamRegistrationResultView['paymentStatus'],
  ...checkInFields(r, waitlistPosition),
  ...disqualification(r),
});

export const toItem = (
  r: Registration,
  waitlistPosition: number | null = null,
): RegistrationItemView => ({
  registrationId: r.id,
  tournamentId: r.tournamentId,
  participantId: r.participantId,
  participantType: r.participantType,
  participantName: r.participantName,
  status: r.status,
  applicationMessage: r.applicationMessage,
  entryFeePaid: r.entryFeePaid,
  paymentStatus: r.paymentStatus as RegistrationItemView['paymentStatus'],
  createdAt: r.createdAt,
  seed: r.seed,
  ...checkInFields(r, waitlistPosition),
  ...disqualification(r),
});

/** A team with such a registration cannot register again; it may withdraw it. */
export const isHeld = (status: number) => (HELD_REGISTRATION as number[]).includes(status);
