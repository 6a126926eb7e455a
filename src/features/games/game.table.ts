export interface GameTable {
  id: string;
  name: string;
  description: string;
  shortName: string;
  region: string;
  developer: string;
  publisher: string;
  platForm: string;
  genre: string;
  image: string;
  coverImage: string;
  uidPlaceholder: string;
  createdAt: string;
  updatedAt: string;
}

export interface GameMapTable {
  id: string;
  gameId: string;
  name: string;
  image: string | null;
  position: number;
}

export interface CurrencyTable {
  id: string;
  code: string;
  name: string;
  symbol: string;
  createdAt: string;
}
