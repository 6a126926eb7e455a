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
