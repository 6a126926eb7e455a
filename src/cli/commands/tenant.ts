import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { engineOf } from '../../db/create-db.js';
import { ExplainedError } from '../../errors.js';
import { exportTenant } from '../../features/tenant-archive/export.service.js';
import { importTenant, type ImportReport } from '../../features/tenant-archive/import.service.js';
import { LEFT_BEHIND_BY_NEW_TENANT } from '../../features/tenant-archive/ownership.js';
import { loadWebhookSecrets } from '../../features/webhooks/secrets/keyring.js';
import { CreateTenantBody } from '../../features/tenants/tenant.schemas.js';
import * as tenants from '../../features/tenants/tenant.service.js';
import type { Cli, OutputOptions } from '../context.js';
import { checkInput } from '../validate.js';

export async function tenantCreate(cli: Cli, name: string, options: OutputOptions) {
  checkInput(CreateTenantBody, { name });
  const tenant = await cli.withDatabase((db) => tenants.createTenant(db, name));
  cli.report(options, tenant, `Tenant created: ${tenant.tenantId} (${tenant.name})`);
}

export async function tenantList(cli: Cli, options: OutputOptions) {
  const list = await cli.withDatabase((db) => tenants.listTenants(db));
  const lines = list.map((t) => `${t.tenantId}  ${t.createdAt}  ${t.name}`);
  cli.report(options, list, lines.length ? lines : 'No tenants.');
}

export interface TenantExportOptions extends OutputOptions {
  out: string;
  includeWebhookSecrets?: boolean;
}

/** `tourney tenant export <tenantId> --out file`: everything the tenant owns, in one archive. */
export async function tenantExport(cli: Cli, tenantId: string, options: TenantExportOptions) {
  const config = cli.config();
  const webhookSecrets = options.includeWebhookSecrets ? loadWebhookSecrets(config).box : undefined;
  const { manifest, bytes } = await cli.withDatabase((db) =>
    exportTenant(db, engineOf(config.databaseUrl), tenantId, { webhookSecrets }),
  );
  writeFileSync(options.out, bytes, { mode: 0o600 });
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const paused = manifest.webhooksNeedingSecret.length;
  cli.report(options, { file: options.out, bytes: bytes.length, manifest }, [
    `Exported tenant ${tenantId} (${manifest.tenantName}): ${rows} rows of ${manifest.tables.length} tables to ${options.out} (${bytes.length} bytes).`,
    ...(manifest.webhookSecrets === 'included'
      ? ['It holds webhook signing secrets in plain text: keep it as secret as they are.']
      : paused > 0
        ? [`${paused} webhook(s) travel without their signing secret and arrive paused.`]
        : []),
  ]);
}

export interface TenantImportOptions extends OutputOptions {
  asNewTenant?: boolean;
  name?: string;
  idMap?: string;
}

function importLines(report: ImportReport): string[] {
  const paused = report.webhooksNeedingSecret;
  const copy = report.asNewTenant;
  const slugs = Object.keys(copy?.shareSlugs ?? {}).length;
  return [
    `Imported tenant ${report.tenantId} (${report.tenantName}): ${report.rows} rows of ${report.tables.length} tables.`,
    ...(copy
      ? [
          `It is a copy of tenant ${copy.sourceTenantId} under a new id; every id it owns is new.`,
          ...copy.leftBehind
            .filter((t) => t.rows > 0)
            .map(
              (t) =>
                `Left behind: ${t.rows} row(s) of ${t.table} (${LEFT_BEHIND_BY_NEW_TENANT[t.table]}).`,
            ),
          ...(slugs > 0
            ? [`${slugs} public page(s) got a new slug: the old one is taken here.`]
            : []),
        ]
      : []),
    ...(paused.length > 0
      ? [
          `Paused until they get a new signing secret (PUT {"secretKey": "…", "isActive": true}): webhooks ${paused.join(', ')}.`,
        ]
      : []),
  ];
}

/**
 * `tourney tenant import <file>`: the archive's tenant, in one transaction, under its own id or,
 * with `--as-new-tenant`, under a new one (`--id-map` writes the archive's ids to the new ones).
 */
export async function tenantImport(cli: Cli, file: string, options: TenantImportOptions) {
  if (!existsSync(file)) throw new ExplainedError(`No file at ${file}.`);
  if (!options.asNewTenant && (options.name !== undefined || options.idMap !== undefined))
    throw new ExplainedError('--name and --id-map go with --as-new-tenant.');
  if (options.name !== undefined) checkInput(CreateTenantBody, { name: options.name });
  const config = cli.config();
  const bytes = readFileSync(file);
  const report = await cli.withDatabase((db) =>
    importTenant(db, engineOf(config.databaseUrl), bytes, {
      webhookSecrets: () => loadWebhookSecrets(config).box,
      ...(options.asNewTenant ? { asNewTenant: { name: options.name } } : {}),
    }),
  );
  if (options.idMap && report.asNewTenant) {
    const { sourceTenantId, ids, shareSlugs } = report.asNewTenant;
    const map = { sourceTenantId, tenantId: report.tenantId, ids, shareSlugs };
    writeFileSync(options.idMap, `${JSON.stringify(map, null, 2)}\n`);
  }
  // The id map can hold thousands of ids: it goes to --id-map, not to the terminal.
  const shown = report.asNewTenant
    ? { ...report, asNewTenant: { ...report.asNewTenant, ids: undefined } }
    : report;
  cli.report(options, shown, importLines(report));
}
