import { randomUUID } from 'node:crypto';
import type { Dispatcher } from 'undici';
import type { Db } from '../../db/database.js';
import { fromBool, nowIso, toBool } from '../../db/dialect.js';
import { businessRule, invalidField, notFound } from '../../errors.js';
import { pageInfo, pageOffset, type PageRequest } from '../../http/pagination.js';
import {
  buildDeliveryHeaders,
  checkWebhookUrl,
  deliverOnce,
  describeRefusal,
  type LookupAll,
} from './delivery/index.js';
import { SecretUnavailableError, type SecretBox } from './secrets/secret-box.js';
import * as repo from './webhook.repository.js';
import {
  MAX_CONFIGS_PER_TENANT,
  type CreateWebhookInput,
  type TestWebhookInput,
  type UpdateWebhookInput,
  type WebhookConfigView,
} from './webhook.schemas.js';

/** What the webhook endpoints need besides the database. */
export interface WebhookDeps {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: private destinations, and plain http, are accepted. */
  allowPrivate: boolean;
  /** The guarded dispatcher the test endpoint sends through (connect-time address check). */
  dispatcher: Dispatcher;
  /** Encrypts the signing secrets at rest. */
  secrets: SecretBox;
  /** DNS resolution for the configuration-time check; tests stub it. */
  lookup?: LookupAll;
  testTimeoutMs?: number;
}

function toView(row: repo.WebhookConfigRow): WebhookConfigView {
  return {
    id: row.id,
    url: row.url,
    eventTypes: JSON.parse(row.eventTypes) as string[],
    isActive: toBool(row.isActive),
    hasSecret: row.secretKey !== null,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The configuration-time SSRF check: a refused URL is a 400 naming `url`, with the reason. */
async function checkUrl(url: string, deps: WebhookDeps): Promise<string> {
  const result = await checkWebhookUrl(url, {
    allowPrivate: deps.allowPrivate,
    // Plain http is for local development, which is exactly when private URLs are allowed.
    allowHttp: deps.allowPrivate,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });
  if (!result.ok) throw invalidField('url', `is not allowed: ${describeRefusal(result)}`);
  return result.url.href;
}

/** The secret as stored: encrypted; null removes it, undefined leaves it alone. */
function sealSecret<T extends string | null | undefined>(
  configId: string,
  secret: T,
  deps: WebhookDeps,
) {
  return (typeof secret === 'string' ? deps.secrets.seal(configId, secret) : secret) as T;
}

async function requireConfig(db: Db, tenantId: string, id: string) {
  const row = await repo.findConfig(db, tenantId, id);
  if (!row) throw notFound('Webhook');
  return row;
}

export async function createWebhook(
  db: Db,
  tenantId: string,
  input: CreateWebhookInput,
  deps: WebhookDeps,
) {
  const url = await checkUrl(input.url, deps);
  if ((await repo.countConfigs(db, tenantId)) >= MAX_CONFIGS_PER_TENANT) {
    throw businessRule(
      'WEBHOOK_LIMIT_REACHED',
      `A tenant can have at most ${MAX_CONFIGS_PER_TENANT} webhooks`,
    );
  }
  const now = nowIso();
  const id = randomUUID();
  const row = {
    id,
    tenantId,
    url,
    eventTypes: JSON.stringify([...new Set(input.eventTypes ?? [])]),
    secretKey: sealSecret(id, input.secretKey, deps) ?? null,
    isActive: fromBool(input.isActive ?? true),
    disabledAt: null,
    disabledReason: null,
    firstFailureAt: null,
    lastSuccessAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await repo.insertConfig(db, row);
  return toView(row);
}

export async function listWebhooks(db: Db, tenantId: string, page: PageRequest) {
  const [rows, total] = await Promise.all([
    repo.listConfigs(db, tenantId, page.pageSize, pageOffset(page)),
    repo.countConfigs(db, tenantId),
  ]);
  return { items: rows.map(toView), ...pageInfo(page, total) };
}

export const getWebhook = async (db: Db, tenantId: string, id: string) =>
  toView(await requireConfig(db, tenantId, id));

/** Changes only the fields given; `{secretKey}` alone is the spec's "set the signing secret". */
export async function updateWebhook(
  db: Db,
  tenantId: string,
  id: string,
  input: UpdateWebhookInput,
  deps: WebhookDeps,
) {
  await requireConfig(db, tenantId, id);
  const url = input.url === undefined ? undefined : await checkUrl(input.url, deps);
  const reactivated = input.isActive === true;
  await repo.updateConfig(db, tenantId, id, {
    ...(url !== undefined ? { url } : {}),
    ...(input.eventTypes !== undefined
      ? { eventTypes: JSON.stringify([...new Set(input.eventTypes)]) }
      : {}),
    ...(input.secretKey !== undefined ? { secretKey: sealSecret(id, input.secretKey, deps) } : {}),
    ...(input.isActive !== undefined ? { isActive: fromBool(input.isActive) } : {}),
    // Turning it back on starts afresh: no stale reason, no old failure streak.
    ...(reactivated ? { disabledAt: null, disabledReason: null, firstFailureAt: null } : {}),
    updatedAt: nowIso(),
  });
  return toView(await requireConfig(db, tenantId, id));
}

export async function deleteWebhook(db: Db, tenantId: string, id: string) {
  if (!(await repo.deleteConfig(db, tenantId, id))) throw notFound('Webhook');
}

/**
 * Sends one event to the configured URL right now, outside the outbox and the retry schedule,
 * and reports what the receiver answered. The URL is checked again (DNS may have changed), and
 * the dispatcher checks the address it actually dials.
 */
export async function sendTestEvent(
  db: Db,
  tenantId: string,
  id: string,
  input: TestWebhookInput,
  deps: WebhookDeps,
) {
  const config = await requireConfig(db, tenantId, id);
  const check = await checkWebhookUrl(config.url, {
    allowPrivate: deps.allowPrivate,
    allowHttp: deps.allowPrivate,
    ...(deps.lookup ? { lookup: deps.lookup } : {}),
  });
  if (!check.ok) return notSent(`URL refused: ${describeRefusal(check)}`);
  let secret: string | null;
  try {
    secret = deps.secrets.open(config.id, config.secretKey);
  } catch (error) {
    if (!(error instanceof SecretUnavailableError)) throw error;
    // Never sent unsigned: the receiver would reject it, or worse, accept it.
    return notSent(`Signing secret unavailable: ${error.message}`);
  }
  const now = new Date();
  const body = JSON.stringify({
    event: input.eventType ?? 'test.ping',
    eventId: randomUUID(),
    timestamp: now.toISOString(),
    tenantId,
    data: input.testData ?? {},
  });
  const headers = buildDeliveryHeaders({
    deliveryId: randomUUID(),
    body,
    secret,
    now,
  });
  const result = await deliverOnce({
    url: config.url,
    body,
    headers,
    dispatcher: deps.dispatcher,
    ...(deps.testTimeoutMs ? { timeoutMs: deps.testTimeoutMs } : {}),
  });
  return {
    success: result.outcome === 'success',
    statusCode: result.statusCode ?? 0,
    responseBody: result.responseExcerpt,
    durationMs: Math.round(result.durationMs),
    error: result.error,
  };
}

/** The test operation's answer when nothing was sent. */
function notSent(error: string) {
  return { success: false, statusCode: 0, responseBody: '', durationMs: 0, error };
}
