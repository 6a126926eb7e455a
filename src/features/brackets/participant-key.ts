import { sql } from 'kysely';

/**
 * A participant's id as the key of a join on `teams` or `users`: the id where the
 * participant's type (`typeColumn`) is `type`, else null. Participants are teams or users by
 * their tournament's type; with the type as a condition beside the key, SQLite looked every
 * participant up in both tables and checked the condition after the lookup, while a null key
 * skips it.
 */
export function idOfType(typeColumn: string, type: number, idColumn: string) {
  const [kind, id] = [sql.ref(typeColumn), sql.ref(idColumn)];
  return sql<string | null>`case when ${kind} = ${type} then ${id} end`;
}
