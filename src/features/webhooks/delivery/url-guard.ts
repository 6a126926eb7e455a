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
export { type LookupAll } from './dns-lookup.js';

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

export type UrlCheckResult =
  | { ok: true; url: URL }
  /** `privateDestination`: refused for plain http or a non-public destination, which WEBHOOK_ALLOW_PRIVATE_URLS lifts. */
  | { ok: false; reason: string; privateDestination: boolean };

/** A refusal as the API words it: the reason, and the setting that lifts it when there is one. */
export function describeRefusal(result: { reason: string; privateDestination: boolean }): string {
  return result.privateDestination
    ? `${result.reason} (private, loopback and plain-http URLs are for local development: the operator allows them with WEBHOOK_ALLOW_PRIVATE_URLS=true)`
    : result.reason;
}

export async function checkWebhookUrl(
  rawUrl: string,
  { allowPrivate, allowHttp, lookup = defaultLookup }: UrlGuardOptions,
): Promise<UrlCheckResult> {
  const shapeProblem = checkUrlShape(rawUrl, allowHttp);
  if (!shapeProblem.ok || allowPrivate) return shapeProblem;

  const { url } = shapeProblem;
  const problem = await destinationProblem(url.hostname, lookup);
  return problem === null ? { ok: true, url } : { ok: false, ...problem };
}

/** Scheme, credentials and host presence; no network and no address policy. */
function checkUrlShape(rawUrl: string, allowHttp: boolean): UrlCheckResult {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return refused('not a valid absolute URL');
  }
  const allowedSchemes = allowHttp ? ['https:', 'http:'] : ['https:'];
  if (!allowedSchemes.includes(url.protocol)) {
    const expected = allowHttp ? 'https or http' : 'https';
    const reason = `scheme must be ${expected}, got ${url.protocol.slice(0, -1)}`;
    return refused(reason, url.protocol === 'http:');
  }
  if (url.username !== '' || url.password !== '') {
    return refused('credentials in the URL are not allowed');
  }
  if (url.hostname === '') return refused('the URL has no host');
  return { ok: true, url };
}

// WHATWG URL parsing has already turned IPv4 literals in any encoding (127.1, 2130706433,
// 0x7f.0.0.1, 017700000001) into dotted decimal, so net.isIP recognises every literal here.
async function destinationProblem(
  hostname: string,
  lookup: LookupAll,
): Promise<{ reason: string; privateDestination: boolean } | null> {
  const nonPublic = (reason: string | null) =>
    reason === null ? null : { reason, privateDestination: true };
  const literal = stripBrackets(hostname);
  if (isIP(literal) !== 0) return nonPublic(nonPublicReason(literal));

  const nameProblem = forbiddenHostnameReason(hostname);
  if (nameProblem !== null) return nonPublic(nameProblem);

  let addresses: ResolvedAddress[];
  try {
    addresses = await lookup(hostname);
  } catch (error) {
    const reason = `could not resolve ${hostname} (${errorCode(error)})`;
    return { reason, privateDestination: false };
  }
  if (addresses.length === 0)
    return { reason: `${hostname} has no addresses`, privateDestination: false };
  const refused = addresses.find(({ address }) => !isPublicAddress(address));
  return refused
    ? nonPublic(`${hostname} resolves to a non-public address: ${nonPublicReason(refused.address)}`)
    : null;
}

function refused(reason: string, privateDestination = false): UrlCheckResult {
  return { ok: false, reason, privateDestination };
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : String(error);
}
