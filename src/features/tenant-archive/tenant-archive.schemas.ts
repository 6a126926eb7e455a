import { Type } from '@sinclair/typebox';
import { Component } from '../../http/components.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Uuid } from '../../http/schemas.js';

export const ImportQuery = Type.Object({
  asNewTenant: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'Load the archive under a new tenant id, every id it owns drawn anew (API keys stay behind); without it, under its own id',
    }),
  ),
  name: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        "With asNewTenant: the new tenant's name (default: the archive's, numbered when taken)",
    }),
  ),
});

const TableCount = Type.Object({ table: Type.String(), rows: Type.Integer({ minimum: 0 }) });
const IdMap = (description: string) => Type.Record(Type.String(), Type.String(), { description });

const ImportedTenantSchema = Type.Object({
  tenantId: Uuid('The imported tenant', EXAMPLE_ID.tenant),
  tenantName: Type.String(),
  tables: Type.Array(TableCount, { description: 'Rows written, table by table' }),
  rows: Type.Integer({ minimum: 0 }),
  webhooksNeedingSecret: Type.Array(Uuid(), {
    description: 'Webhooks that arrived paused, without their signing secret',
  }),
  asNewTenant: Type.Optional(
    Type.Object(
      {
        sourceTenantId: Uuid("The archive's tenant"),
        ids: IdMap("The archive's ids to the new tenant's"),
        shareSlugs: IdMap('Public slugs this installation held already, to the new ones'),
        leftBehind: Type.Array(TableCount, {
          description: 'Tables not carried to a new tenant (its API keys)',
        }),
      },
      { description: 'Under a new tenant id: what changed on the way in' },
    ),
  ),
});
export const ImportedTenant = Component('ImportedTenant', ImportedTenantSchema);
