export type StaffRole = 'owner' | 'admin' | 'organiser';

export interface StaffMemberTable {
  id: string;
  tenantId: string;
  /** Lower-cased. */
  email: string;
  /** `$argon2id$v=19$m=…,t=…,p=…$<salt>$<hash>`, or an older `scrypt$…` (src/password.ts). */
  passwordHash: string;
  role: StaffRole;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface StaffInvitationTable {
  id: string;
  tenantId: string;
  email: string;
  role: StaffRole;
  /** SHA-256 of the one-time token, hex: the token itself is shown once and never stored. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

export interface ConsoleSessionTable {
  id: string;
  /** SHA-256 of the cookie's token, hex. */
  tokenHash: string;
  /** Null for an operator session. */
  staffId: string | null;
  createdAt: string;
  lastSeenAt: string;
}

/** Sign-in attempts per subject (`account:<email>`, `address:<ip>`) in a fixed window. */
export interface SignInAttemptTable {
  subject: string;
  attempts: number;
  windowEndsAt: string;
}
