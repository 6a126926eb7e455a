/**
 * The tables in an order that inserts every referenced row before the rows referring to it:
 * each table after the tables its foreign keys name (a self-reference aside), ties by name.
 * `references` maps a table to the tables it refers to; those outside `tables` are ignored.
 * Throws on a cycle, which no insert order can satisfy.
 */
export function dependencyOrder(
  tables: readonly string[],
  references: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const included = new Set(tables);
  const waitingFor = new Map(
    tables.map((table) => [
      table,
      new Set([...(references.get(table) ?? [])].filter((t) => t !== table && included.has(t))),
    ]),
  );
  const order: string[] = [];
  while (waitingFor.size > 0) {
    const ready = [...waitingFor].filter(([, needs]) => needs.size === 0).map(([t]) => t);
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${[...waitingFor.keys()].join(', ')}`);
    for (const table of ready.sort()) {
      order.push(table);
      waitingFor.delete(table);
      for (const needs of waitingFor.values()) needs.delete(table);
    }
  }
  return order;
}
