import type { Executor } from '../../db/database.js';
import { invalidField, notFound } from '../../errors.js';
import type { EmbeddingSettingsInput } from './embedding.schemas.js';
import * as repo from './tenant.repository.js';

// A host name (each label letters, digits, hyphens), an IPv4 address or a bracketed IPv6 one.
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/;
const WILDCARD = '*.';

/**
 * Why `entry` is not an origin a CSP `frame-ancestors` may list, or null when it is one. It must
 * be written as browsers serialize origins (lower case, no default port, no trailing slash), so
 * what the organiser sees is exactly what the header sends.
 */
function originProblem(entry: string): string | null {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    return 'must be an origin such as https://example.com';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must use http or https';
  if (url.username || url.password) return 'must not carry credentials';
  if (url.pathname !== '/' || url.search || url.hash || entry.endsWith('/'))
    return 'must be an origin without a path, query or fragment (scheme://host[:port])';
  const host = url.hostname.startsWith(WILDCARD)
    ? url.hostname.slice(WILDCARD.length)
    : url.hostname;
  if (!HOST.test(host)) return 'has a host that is not a domain name or an address';
  if (url.hostname.startsWith(WILDCARD) && !host.includes('.'))
    return 'may use a wildcard only for the subdomains of a domain, e.g. https://*.example.com';
  if (url.origin !== entry) return `must be written as ${url.origin}`;
  return null;
}

const parse = (text: string): string[] => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};

/** The origins allowed to frame the tenant's public pages (other features' view of the setting). */
export async function frameAncestorsOf(db: Executor, tenantId: string): Promise<string[]> {
  const tenant = await repo.findTenant(db, tenantId);
  return tenant ? parse(tenant.frameAncestors) : [];
}

export async function getEmbeddingSettings(db: Executor, tenantId: string) {
  if (!(await repo.findTenant(db, tenantId))) throw notFound('Tenant');
  return { frameAncestors: await frameAncestorsOf(db, tenantId) };
}

/** Replaces the list; the first entry that is not an origin is a 400 naming it. */
export async function setEmbeddingSettings(
  db: Executor,
  tenantId: string,
  input: EmbeddingSettingsInput,
) {
  input.frameAncestors.forEach((entry, i) => {
    const problem = originProblem(entry);
    if (problem) throw invalidField(`frameAncestors.${i}`, problem);
  });
  const frameAncestors = [...new Set(input.frameAncestors)];
  if (!(await repo.setFrameAncestors(db, tenantId, JSON.stringify(frameAncestors))))
    throw notFound('Tenant');
  return { frameAncestors };
}
