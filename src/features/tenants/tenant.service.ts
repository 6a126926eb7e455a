import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { isUniqueViolation, nowIso } from '../../db/dialect.js';
import { AppError, businessRule, notFound } from '../../errors.js';
import { generateApiKey, keyMatches, keyPrefix, type Scope } from './api-key.js';
import * as repo from './tenant.repository.js';

const nameTaken = (name: string) =>
  businessRule('TENANT_EXISTS', `A tenant called '${name}' already exists`);

/** Tenant names are unique regardless of case, so an operator can tell tenants apart by name. */
export async function createTenant(db: Db, name: string) {
  const existing = await repo.findTenantByName(db, name);
  if (existing) throw nameTaken(existing.name);
  const tenant = { id: randomUUID(), name, createdAt: nowIso() };
  try {
    await repo.insertTenant(db, tenant);
  } catch (error) {
    // Two concurrent creates can both pass the check above; the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
  return { tenantId: tenant.id, name: tenant.name, createdAt: tenant.createdAt };
}

export const listTenants = (db: Db) => repo.listTenants(db);

export async function issueApiKey(db: Db, tenantId: string, name: string, scopes: Scope[]) {
  if (!(await repo.findTenant(db, tenantId))) throw notFound('Tenant');
  const { key, prefix, keyHash } = generateApiKey();
  const keyId = randomUUID();
  const uniqueScopes = [...new Set(scopes)];
  await repo.insertKey(db, {
    id: keyId,
    tenantId,
    name,
    prefix,
    keyHash,
    scopes: uniqueScopes.join(' '),
    createdAt: nowIso(),
  });
  return { keyId, tenantId, name, apiKey: key, scopes: uniqueScopes };
}

export async function listApiKeys(db: Db, tenantId: string) {
  if (!(await repo.findTenant(db, tenantId))) throw notFound('Tenant');
  const keys = await repo.listKeys(db, tenantId);
  return keys.map((k) => ({ ...k, scopes: k.scopes.split(' ') }));
}

/** Revokes a key; with `tenantId`, a key of another tenant is not found. */
export async function revokeApiKey(db: Db, keyId: string, tenantId?: string) {
  const key = await repo.findKey(db, keyId);
  if (!key || (tenantId !== undefined && key.tenantId !== tenantId)) throw notFound('API key');
  if (!key.revokedAt) await repo.revokeKey(db, keyId, nowIso());
  forgetKey(keyId);
}

/**
 * Who calls, as the services see it: a tenant. Through an API key (`keyId`, its scopes) or a
 * console session of a staff member (`staffId`, `role`); the routes' access rules have
 * already decided what either may do.
 */
export interface Principal {
  tenantId: string;
  via: 'key' | 'session';
  keyId: string | null;
  scopes: string[];
  staffId?: string;
  role?: 'owner' | 'admin' | 'organiser';
}

// Writing lastUsedAt on every request would make every read a write; once a minute is
// precise enough to tell a live key from a dead one.
const LAST_USED_PRECISION_MS = 60_000;

// Accepted keys are remembered for a few seconds, so most requests skip the key lookup. They
// are looked up as presented: hashing each request's key cost a cached read about 1.5 % of its
// CPU, and the process holds the presented key anyway (only the database keeps hashes alone). A revocation forgets the key in this process at once; other processes
// (another server, a worker) stop accepting it within PRINCIPAL_TTL_MS.
const PRINCIPAL_TTL_MS = 5_000;
const PRINCIPAL_CACHE_SIZE = 1_000;
const principals = new Map<string, { db: Db; principal: Principal; expiresAt: number }>();

function rememberPrincipal(db: Db, key: string, principal: Principal, now: number) {
  principals.delete(key);
  if (principals.size >= PRINCIPAL_CACHE_SIZE)
    principals.delete(principals.keys().next().value as string);
  principals.set(key, { db, principal, expiresAt: now + PRINCIPAL_TTL_MS });
}

function forgetKey(keyId: string) {
  for (const [key, entry] of principals) {
    if (entry.principal.keyId === keyId) principals.delete(key);
  }
}

/** Resolves a presented API key to its tenant; 401 for missing, malformed, unknown or revoked. */
/** The principal of a key accepted a moment ago in this process, without a lookup. */
export function rememberedPrincipal(db: Db, presented: string): Principal | undefined {
  const cached = principals.get(presented);
  return cached && cached.db === db && cached.expiresAt > Date.now() ? cached.principal : undefined;
}

export async function authenticate(db: Db, presented: string | undefined): Promise<Principal> {
  const cached = presented ? rememberedPrincipal(db, presented) : undefined;
  if (cached) return cached;
  const prefix = presented ? keyPrefix(presented) : null;
  const row = prefix ? await repo.findKeyByPrefix(db, prefix) : undefined;
  if (!presented || !row || !keyMatches(presented, row.keyHash) || row.revokedAt) {
    throw new AppError('UNAUTHORIZED', 'Missing or invalid API key');
  }
  const now = Date.now();
  if (!row.lastUsedAt || now - Date.parse(row.lastUsedAt) > LAST_USED_PRECISION_MS) {
    await repo.touchKey(db, row.id, new Date(now).toISOString());
  }
  const principal: Principal = {
    tenantId: row.tenantId,
    via: 'key',
    keyId: row.id,
    scopes: row.scopes.split(' '),
  };
  rememberPrincipal(db, presented, principal, now);
  return principal;
}

/** What other features may ask of tenants: one tenant by id (its defaults). */
export { findTenant } from './tenant.repository.js';
