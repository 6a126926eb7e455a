import { promises as dns } from 'node:dns';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a name resolves to; injected so tests can stub DNS. */
export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export const defaultLookup: LookupAll = (hostname) =>
  dns.lookup(hostname, { all: true, verbatim: true });
