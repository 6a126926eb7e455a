export interface UserTable {
  id: string;
  tenantId: string;
  /** The integrator's id of the user; null once the user is erased (migration 0035). */
  externalId: string | null;
  username: string;
  displayName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string | null;
  image: string | null;
  coverImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** When the user was erased; null for a user who was not. */
  erasedAt?: string | null;
  /** An erased user's `erasureKey` (features/erasure/erasure.service.ts): a repeated erasure finds it by it. */
  erasedKey?: string | null;
  /** 0/1: created by the tenant's staff (console or organiser API), not by the integrator. */
  createdByStaff?: number;
}

export interface UserGameIdTable {
  id: string;
  tenantId: string;
  userId: string;
  gameId: string;
  userGameId: string;
  createdAt: string;
  updatedAt: string;
}
