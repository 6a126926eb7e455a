import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

/**
 * The console's people: a tenant's staff members, the invitations that create them, their
 * sessions (the session token is stored only as its SHA-256), and the failed sign-ins the
 * throttle counts, kept in the database so every API process sees the same count.
 */
export function consoleAccounts(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('staff_members')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        // Stored lower-cased: one account per address and tenant, whatever its case.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('passwordHash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastSignInAt', 'text')
        .addUniqueConstraint('staff_members_tenant_email', ['tenantId', 'email'])
        .execute();
      await db.schema
        .createIndex('staff_members_email')
        .on('staff_members')
        .column('email')
        .execute();

      await db.schema
        .createTable('staff_invitations')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('acceptedAt', 'text')
        .addColumn('revokedAt', 'text')
        .execute();
      await db.schema
        .createIndex('staff_invitations_tenant')
        .on('staff_invitations')
        .columns(['tenantId', 'createdAt'])
        .execute();

      await db.schema
        .createTable('console_sessions')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        // Null for the operator's sessions, which belong to no tenant.
        .addColumn('staffId', uuid, (c) => c.references('staff_members.id').onDelete('cascade'))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastSeenAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('console_sessions_staff')
        .on('console_sessions')
        .column('staffId')
        .execute();

      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', uuid, (c) => c.primaryKey())
        // `account:<email>` or `address:<ip>`.
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('failedAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_subject')
        .on('sign_in_failures')
        .columns(['subject', 'failedAt'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'sign_in_failures',
        'console_sessions',
        'staff_invitations',
        'staff_members',
      ])
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
    },
  };
}
