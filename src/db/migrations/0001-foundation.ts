import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../create-db.js';
import { uuidType } from '../dialect.js';

export function foundation(engine: Engine): Migration {
  const uuid = uuidType(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tenants')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull().unique())
        .addColumn('keyHash', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastUsedAt', 'text')
        .addColumn('revokedAt', 'text')
        .execute();
      await db.schema.createIndex('api_keys_tenant').on('api_keys').column('tenantId').execute();

      await db.schema
        .createTable('games')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('shortName', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('developer', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('publisher', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('platForm', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('genre', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('coverImage', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('uidPlaceholder', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('games_name').on('games').columns(['name', 'id']).execute();

      await db.schema
        .createTable('game_maps')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .addUniqueConstraint('game_maps_game_name', ['gameId', 'name'])
        .execute();

      await db.schema
        .createTable('currencies')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('symbol', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('users')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('externalId', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('displayName', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phoneNumber', 'text')
        .addColumn('countryCode', 'text')
        .addColumn('image', 'text')
        .addColumn('coverImage', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('users_tenant_external', ['tenantId', 'externalId'])
        .addUniqueConstraint('users_tenant_username', ['tenantId', 'username'])
        .execute();

      await db.schema
        .createTable('user_game_ids')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('userId', uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id'))
        .addColumn('userGameId', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_game_ids_user_game', ['userId', 'gameId'])
        .addUniqueConstraint('user_game_ids_tenant_game_value', [
          'tenantId',
          'gameId',
          'userGameId',
        ])
        .execute();

      await db.schema
        .createTable('teams')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) =>
          c.notNull().references('tenants.id').onDelete('cascade'),
        )
        .addColumn('externalId', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('logo', 'text')
        .addColumn('coverImage', 'text')
        .addColumn('gameId', uuid, (c) => c.notNull().references('games.id'))
        .addColumn('ownerId', uuid, (c) => c.notNull().references('users.id'))
        .addColumn('teamSize', 'integer', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('updatedAt', 'text', (c) => c.notNull())
        .addUniqueConstraint('teams_tenant_external', ['tenantId', 'externalId'])
        .execute();

      await db.schema
        .createTable('team_members')
        .addColumn('teamId', uuid, (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('userId', uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('role', 'integer', (c) => c.notNull())
        .addColumn('joinedAt', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('team_members_pk', ['teamId', 'userId'])
        .execute();
      await db.schema
        .createIndex('team_members_user')
        .on('team_members')
        .column('userId')
        .execute();

      await db.schema
        .createTable('team_invites')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('teamId', uuid, (c) => c.notNull().references('teams.id').onDelete('cascade'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('createdBy', uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('revokedAt', 'text')
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('team_invites_team')
        .on('team_invites')
        .column('teamId')
        .execute();

      await db.schema
        .createTable('outbox_events')
        .addColumn('id', uuid, (c) => c.primaryKey())
        .addColumn('tenantId', uuid, (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_events_created')
        .on('outbox_events')
        .columns(['createdAt', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'outbox_events',
        'team_invites',
        'team_members',
        'teams',
        'user_game_ids',
        'users',
        'currencies',
        'game_maps',
        'games',
        'api_keys',
        'tenants',
      ]) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  };
}
