import {
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  sql,
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Driver,
  type Kysely,
  type MigrationLockOptions,
  type PostgresDialectConfig,
  type SchemaMetadata,
  type TableMetadata,
} from 'kysely';

/**
 * PostgreSQL as one deployment sees it: the schemas on its search path, not the whole database.
 * Several deployments (or test files running in parallel) may share a database, each in a
 * schema of its own, and migrate, create and drop their schemas independently.
 *
 * Kysely's stock dialect looks for the migration bookkeeping across every schema of the
 * database and resolves each column it finds by name; a neighbour that drops or rebuilds its
 * schema meanwhile fails that look-up ("schema ... does not exist", "column ... of relation
 * ... does not exist") and with it our own migration. Its migration lock is one advisory lock
 * for the whole database, so every schema's migrations also wait for each other's.
 */
export class SearchPathPostgresDialect extends PostgresDialect {
  /** `beforeDestroy` runs when the Kysely instance is destroyed, before its pool ends. */
  constructor(
    config: PostgresDialectConfig,
    private readonly beforeDestroy?: () => Promise<void> | undefined,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const destroy = driver.destroy.bind(driver);
    driver.destroy = async () => {
      await this.beforeDestroy?.();
      await destroy();
    };
    return driver;
  }

  override createAdapter() {
    return new SchemaLockAdapter();
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}

/** Advisory-lock key space of migration locks; the second key is the schema's hash. */
const MIGRATION_LOCK_CLASS = 0x746f7572; // "tour"

/** One migration lock per schema: concurrent migrations of one schema still take turns. */
class SchemaLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions) {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_CLASS)}, ${lockKey(options)})`.execute(
      db,
    );
  }

  override async releaseMigrationLock(db: Kysely<unknown>, options: MigrationLockOptions) {
    await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_CLASS)}, ${lockKey(options)})`.execute(
      db,
    );
  }
}

const lockKey = ({ lockTableSchema }: MigrationLockOptions) =>
  sql`hashtext(coalesce(${lockTableSchema ?? null}::text, current_schema()))`;

interface ColumnRow {
  column: string;
  not_null: boolean;
  has_default: boolean;
  table: string;
  table_type: string;
  schema: string;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: boolean;
}

/** Kysely's introspector, restricted to the tables of the schemas on the search path. */
class SearchPathIntrospector implements DatabaseIntrospector {
  constructor(private readonly db: Kysely<unknown>) {}

  getSchemas(): Promise<SchemaMetadata[]> {
    return new PostgresIntrospector(this.db).getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    // Kysely's bookkeeping tables are internal: listed only when asked for, as Kysely does.
    const internal = options.withInternalKyselyTables
      ? sql`true`
      : sql`c.relname not in ('kysely_migration', 'kysely_migration_lock')`;
    const { rows } = await sql<ColumnRow>`
      select a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
        c.relname as table, c.relkind as table_type, ns.nspname as schema,
        typ.typname as type, dtns.nspname as type_schema,
        col_description(a.attrelid, a.attnum) as column_description,
        (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid) like 'nextval(%', false))
          as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace ns on ns.oid = c.relnamespace
      join pg_catalog.pg_type typ on typ.oid = a.atttypid
      join pg_catalog.pg_namespace dtns on dtns.oid = typ.typnamespace
      left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where ns.nspname = any(current_schemas(false))
        and c.relkind in ('r', 'v', 'p') and a.attnum >= 0 and not a.attisdropped and ${internal}
      order by ns.nspname, c.relname, a.attnum`.execute(this.db);
    return tablesOf(rows);
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}

function tablesOf(rows: ColumnRow[]): TableMetadata[] {
  const tables = new Map<string, TableMetadata & { columns: TableMetadata['columns'][number][] }>();
  for (const row of rows) {
    const id = `${row.schema}.${row.table}`;
    let table = tables.get(id);
    if (!table) {
      table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
      tables.set(id, table);
    }
    table.columns.push({
      name: row.column,
      dataType: row.type,
      dataTypeSchema: row.type_schema,
      isNullable: !row.not_null,
      isAutoIncrementing: row.auto_incrementing,
      hasDefaultValue: row.has_default,
      ...(row.column_description === null ? {} : { comment: row.column_description }),
    });
  }
  return [...tables.values()];
}
