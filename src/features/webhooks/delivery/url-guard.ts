import { isIP } from 'node:net';
import {
  forbiddenHostnameReason,
  isPublicAddress,
  nonPublicReason,
  stripBrackets,
} from './address-policy.js';
import { defaultLookup, type LookupAll, type ResolvedAddress } from './dns-lookup.js';

export { isPublicAddress } from './address-policy.js';
export { createGuardedDispatcher } from './guarded-dispatcher.js';
export { defaultLookup, type LookupAll, type ResolvedAddress } from './dns-lookup.js';

/**
 * Configuration-time SSRF check of a webhook URL. The connect-time half, which re-checks every
 * address actually dialled (DNS may change between now and delivery), is createGuardedDispatcher.
 */

export interface UrlGuardOptions {
  /** Skips every private-destination check (names and addresses): local development, tests. */
  allowPrivate: boolean;
  allowHttp: boolean;
  lookup?: LookupAll;
}

export type UrlCheckResult = { ok: true; url: URL } | { ok: false; reason: string };

export async function checkWebhookUrl(
  rawUrl: string,
  { allowPrivate, allowHttp, lookup = defaultLookup }: UrlGuardOptions,
): Promise<UrlCheckResult> {
  const shapeProblem = checkUrlShape(rawUrl, allowHttp);
  if (!shapeProblem.ok || allowPrivate) return shapeProblem;

  const { url } = shapeProblem;
  const reason = await destinationProblem(url.hostname, lookup);
  return reason === null ? { ok: true, url } : { ok: false, reason };
}

/** Scheme, credentials and host presence; no network and no address policy. */
export function checkUrlShape(rawUrl: string, allowHttp: boolean): UrlCheckResult {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { ok: false, reason: 'not a valid absolute URL' };
  }
  const allowedSchemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!allowedSchemes.includes(url.protocol)) {
    const expected = allowHttp ? 'https or http' : 'https';
    return { ok: false, reason: `scheme must be ${expected}, got ${url.protocol.slice(0, -1)}` };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, reason: 'credentials in the URL are not allowed' };
  }
  if (url.hostname === '') return { ok: false, reason: 'the URL has no host' };
  return { ok: true, url };
}

// WHATWG URL parsing has already turned IPv4 literals in any encoding (127.1, 2130706433,
// 0x7f.0.0.1, 017700000001) into dotted decimal, so net.isIP recognises every literal here.
async function destinationProblem(hostname: string, lookup: LookupAll): Promise<string | null> {
  const literal = stripBrackets(hostname);
  if (isIP(literal) !== 0) return nonPublicReason(literal);

  const nameProblem = forbiddenHostnameReason(hostname);
  if (nameProblem !== null) return nameProblem;

  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(hostname);
  } catch (error) {
    return `could not resolve ${hostname} (${errorCode(error)})`;
  }
  if (addresses.length === 0) return `${hostname} has no addresses`;
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  return refused
    ? `${hostname} resolves to a non-public address: ${nonPublicReason(refused.address)}`
    : null;
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(error);
}
