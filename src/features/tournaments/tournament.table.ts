export interface TournamentTable {
  id: string;
  tenantId: string;
  name: string;
  gameId: string;
  description: string;
  enrollmentLimit: number;
  maxTeamMembers: number;
  minTeamMembers: number;
  startTime: string;
  endTime: string;
  registrationDeadline: string;
  /** 0/1 */
  isOnline: number;
  /** 0 draft, 1 upcoming, 2 ongoing, 3 completed, 4 cancelled. */
  status: number;
  /** 1 duel, 2 free-for-all. */
  matchType: number;
  /** 1 team, 2 user (solo). */
  participantType: number;
  tournamentFormat: string | null;
  teamType: string;
  color: string;
  prizePool: number;
  entryFee: number;
  /** JSON text, exactly what the read API returns as a string. */
  rules: string;
  prizeDistribution: string;
  pointsSystem: string;
  bracketData: string | null;
  watchUrls: string | null;
  joinLink: string | null;
  image: string | null;
  coverImage: string | null;
  isTrending: number;
  isFeatured: number;
  /** Hash of the tournament password (src/password.ts); null when not protected. */
  passwordHash: string | null;
  instantRegistrations: number;
  winnerTeamId: string | null;
  winnerTeamName: string | null;
  organiserName: string;
  organiserImage: string | null;
  /** Null when there is no entry fee (or no prize pool) and so no currency. */
  entryFeeCurrencyId: string | null;
  prizePoolCurrencyId: string | null;
  /** Check-in opens this many minutes before `startTime`; null: no check-in. */
  checkInWindowMinutes: number | null;
  /** 0/1: a full tournament puts new registrations on a waitlist instead of refusing them. */
  waitlistEnabled: number;
  /** 0/1: the organiser published the tournament's public page (optional: defaults to 0). */
  isPublic?: number;
  /** The random slug of the public page, `/t/<shareSlug>`; null until first published. */
  shareSlug?: string | null;
  /** 0/1: completed matches move the players' ratings (optional: defaults to 1). */
  rated?: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A tournament's pending and approved registrations, kept by triggers (migration
 * 0030-registration-counts) for the pages that show it; no row until its first one.
 */
export interface RegistrationCountTable {
  tournamentId: string;
  active: number;
}

/** How many tournaments a tenant has with one status, game and featured flag (triggers keep it). */
export interface TournamentCountTable {
  tenantId: string;
  status: number;
  gameId: string;
  isFeatured: number;
  n: number;
}

export interface RegistrationTable {
  id: string;
  tenantId: string;
  tournamentId: string;
  /** The team (or, in solo tournaments, the user) registered. */
  participantId: string;
  participantType: number;
  participantName: string;
  /** 1 pending, 2 approved, 3 rejected, 4 withdrawn, 5 waitlisted. */
  status: number;
  applicationMessage: string | null;
  entryFeePaid: number;
  /** NotRequired | PendingPayment | Paid | Refunded */
  paymentStatus: string;
  paymentTransactionId: string | null;
  paymentAmount: number | null;
  paymentCurrencyId: string | null;
  paymentMethod: string | null;
  /** Seed position chosen by the organiser, when any. */
  seed: number | null;
  /** When the participant checked in (approved registrations only); null when not checked in. */
  checkedInAt: string | null;
  /** 0/1: check-in was on and the participant had not checked in when a round was generated. */
  noShow: number;
  /** When it joined the waitlist; the earliest is promoted first. Null when never waitlisted. */
  waitlistedAt: string | null;
  /** Set when the organiser disqualified the participant; the status stays approved. */
  disqualifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}
