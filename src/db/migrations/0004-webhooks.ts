import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

export function webhooks(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_configs')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('eventTypes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('secretKey', 'text')
        .addColumn('isActive', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('disabledAt', 'text')
        .addColumn('disabledReason', 'text')
        .addColumn('firstFailureAt', 'text')
        .addColumn('lastSuccessAt', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webhook_configs_tenant')
        .on('webhook_configs')
        .columns(['tenantId', 'createdAt'])
        .execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('configId', uuid, (c) =>
          c.notNull().references('webhook_configs.id').onDelete('cascade'),
        )
        // No foreign key: the outbox may be pruned while the delivery log is kept.
        .addColumn('eventId', uuid, (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attemptCount', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('nextAttemptAt', 'text')
        .addColumn('leaseUntil', 'text')
        .addColumn('leaseOwner', 'text')
        .addColumn('singleAttempt', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('lastStatusCode', 'integer')
        .addColumn('lastError', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addColumn('completedAt', 'text')
        .addUniqueConstraint('webhook_deliveries_event_config', ['eventId', 'configId'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'nextAttemptAt'])
        .execute();
      await db.schema
        .createIndex('webhook_deliveries_config')
        .on('webhook_deliveries')
        .columns(['configId', 'createdAt'])
        .execute();

      await db.schema
        .createTable('webhook_attempts')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('deliveryId', uuid, (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('attemptNumber', 'integer', (c) => c.notNull())
        .addColumn('attemptedAt', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('statusCode', 'integer')
        .addColumn('durationMs', 'integer', (c) => c.notNull())
        .addColumn('responseExcerpt', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('error', 'text')
        .execute();
      await db.schema
        .createIndex('webhook_attempts_delivery')
        .on('webhook_attempts')
        .columns(['deliveryId', 'attemptNumber'])
        .execute();

      await db.schema.alterTable('outbox_events').addColumn('fannedOutAt', 'text').execute();
      // Partial: the worker only ever scans the events it has not fanned out yet.
      await db.schema
        .createIndex('outbox_events_pending')
        .on('outbox_events')
        .columns(['createdAt', 'id'])
        .where(sql.ref('fannedOutAt'), 'is', null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('outbox_events_pending').ifExists().execute();
      await db.schema.alterTable('outbox_events').dropColumn('fannedOutAt').execute();
      for (const table of ['webhook_attempts', 'webhook_deliveries', 'webhook_configs']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
