export interface UserTable {
  id: string;
  tenantId: string;
  externalId: string;
  username: string;
  displayName: string;
  email: string | null;
  phoneNumber: string | null;
  countryCode: string | null;
  image: string | null;
  coverImage: string | null;
  createdAt: string;
  updatedAt: string;
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
