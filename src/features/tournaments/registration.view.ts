import type { RegistrationRow } from './registration.repository.js';
import {
  ACTIVE_REGISTRATION,
  type RegistrationItemView,
  type TeamRegistrationResultView,
} from './registration.schemas.js';

type Registration = RegistrationRow;

const disqualification = (r: Registration) => ({
  disqualified: r.disqualifiedAt !== null,
  disqualifiedAt: r.disqualifiedAt,
});

export const toResult = (r: Registration, tournamentName: string): TeamRegistrationResultView => ({
  registrationId: r.id,
  tournamentId: r.tournamentId,
  tournamentName,
  participantId: r.participantId,
  participantType: r.participantType,
  participantName: r.participantName,
  status: r.status,
  entryFeePaid: r.entryFeePaid,
  paymentStatus: r.paymentStatus as TeamRegistrationResultView['paymentStatus'],
  ...disqualification(r),
});

export const toItem = (r: Registration): RegistrationItemView => ({
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
  ...disqualification(r),
});

export const isActive = (status: number) => (ACTIVE_REGISTRATION as number[]).includes(status);
