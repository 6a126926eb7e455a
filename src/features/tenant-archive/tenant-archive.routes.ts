import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../http/envelope.js';
import { EXAMPLE_ID } from '../../http/examples.js';
import { Envelope, Uuid } from '../../http/schemas.js';
import { exportTenant } from './export.service.js';
import { ImportQuery, ImportedTenant } from './tenant-archive.schemas.js';
import { importUploadedArchive } from './upload.service.js';

/** The largest archive the import route takes; larger ones go through `tourney tenant import`. */
const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

const ExportQuery = Type.Object({
  includeWebhookSecrets: Type.Optional(
    Type.Boolean({
      default: false,
      description:
        'Put the webhook signing secrets in the archive in plain text, for the target to seal with its own keys; without it those webhooks arrive paused and need a new secret',
    }),
  ),
});

/** `tenant-<id>.tourney-tenant.ndjson.gz`: the name says what reads it back. */
const archiveFileName = (tenantId: string) => `tenant-${tenantId}.tourney-tenant.ndjson.gz`;

export const tenantArchiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { database, webhookSecrets } = app.deps;

  app.get(
    '/admin/tenants/:tenantId/export',
    {
      config: { access: 'admin' as const },
      schema: {
        operationId: 'exportTenant',
        tags: ['operator'],
        security: [{ adminToken: [] }],
        summary:
          'Download everything a tenant owns as one archive, for `tourney tenant import` on another installation (docs/operations.md, "Moving one tenant")',
        params: Type.Object({ tenantId: Uuid('Tenant id', EXAMPLE_ID.tenant) }),
        querystring: ExportQuery,
        response: {
          200: {
            description:
              'The archive: gzip-compressed NDJSON, its manifest (format version, migration, per-table row counts and SHA-256) on the first line',
            content: { 'application/gzip': { schema: Type.String({ format: 'binary' }) } },
          },
        },
      },
    },
    async (req, reply) => {
      const { tenantId } = req.params;
      const { bytes } = await exportTenant(database.db, database.engine, tenantId, {
        ...(req.query.includeWebhookSecrets ? { webhookSecrets } : {}),
      });
      return (
        reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', `attachment; filename="${archiveFileName(tenantId)}"`)
          .header('cache-control', 'no-store')
          // Documented as a binary string; Fastify sends a Buffer's bytes as they are.
          .send(bytes as unknown as string)
      );
    },
  );

  // The archive as it was downloaded: the bytes, unparsed, for the import to check.
  app.addContentTypeParser(
    'application/gzip',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/admin/tenants/import',
    {
      config: { access: 'admin' as const },
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        operationId: 'importTenant',
        tags: ['operator'],
        security: [{ adminToken: [] }],
        summary:
          'Load a tenant archive (from the export route or `tourney tenant export`) under its own tenant id, or a new one; all or nothing (docs/operations.md, "Moving one tenant")',
        description:
          'A 400 names the body when the file is no sound archive (changed, cut, another format version); a 409 ARCHIVE_REFUSED says why this installation refuses it: another migration, a catalogue row it lacks, a tenant or row id it holds already, a name that is taken. Nothing is written then. Archives over 256 MiB: `tourney tenant import`.',
        querystring: ImportQuery,
        body: {
          content: {
            'application/gzip': {
              schema: Type.Unsafe<Buffer>({
                format: 'binary',
                description: 'The archive, as downloaded',
              }),
            },
          },
        },
        response: { 201: Envelope(ImportedTenant) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            req,
            reply,
            await importUploadedArchive(database, webhookSecrets, req.body as Buffer, req.query),
            'Tenant imported',
          ),
        ),
  );
};
