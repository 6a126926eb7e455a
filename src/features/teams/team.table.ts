export interface TeamTable {
  id: string;
  tenantId: string;
  externalId: string;
  name: string;
  description: string | null;
  logo: string | null;
  coverImage: string | null;
  gameId: string;
  ownerId: string;
  teamSize: number;
  createdAt: string;
  updatedAt: string;
  /** 0/1: created by the tenant's staff (console or organiser API), not by the integrator. */
  createdByStaff?: number;
}

export interface TeamMemberTable {
  teamId: string;
  userId: string;
  tenantId: string;
  /** 1 owner, 2 member. */
  role: number;
  joinedAt: string;
}

export interface TeamInviteTable {
  id: string;
  tenantId: string;
  teamId: string;
  /** SHA-256 of the invite token: a leaked database does not leak usable invites. */
  tokenHash: string;
  createdBy: string;
  expiresAt: string;
  revokedAt: string | null;
  createdAt: string;
}
