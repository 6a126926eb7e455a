/** The limits a schema puts on a value, as the reference and the types' doc comments say them. */

export interface LimitedSchema {
  type?: string | string[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  description?: string;
}

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${min}${unit}` : `${min} to ${max}${unit}`;
  }
  if (min !== undefined) return `at least ${min}${unit}`;
  return max === undefined ? undefined : `at most ${max}${unit}`;
};

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** `1 to 200 characters`, `matches ^[a-z]+$`, `from 1 to 10080`…; empty when unlimited. */
export function limitsOf(schema: LimitedSchema): string[] {
  const limits = [
    range(numberOr(schema.minLength), numberOr(schema.maxLength), ' characters'),
    range(numberOr(schema.minItems), numberOr(schema.maxItems), ' items'),
    range(numberOr(schema.minimum), numberOr(schema.maximum), ''),
    numberOr(schema.exclusiveMinimum) === undefined
      ? undefined
      : `greater than ${schema.exclusiveMinimum}`,
    numberOr(schema.exclusiveMaximum) === undefined
      ? undefined
      : `less than ${schema.exclusiveMaximum}`,
    typeof schema.pattern === 'string' ? `matches \`${schema.pattern}\`` : undefined,
  ];
  return limits.filter((limit): limit is string => limit !== undefined);
}

/**
 * A copy of the document where every limited value's description ends with its limits, so the
 * types generated from it show them in their doc comments (the generator writes descriptions,
 * not limits).
 */
export function withLimitsInDescriptions<T>(document: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const copy = Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, visit(value)]),
    ) as LimitedSchema;
    // Only schemas: a `properties` map may hold a property named like a keyword.
    if (!('type' in copy)) return copy;
    const limits = limitsOf(copy);
    if (limits.length === 0) return copy;
    const sentence = `Limits: ${limits.join('; ')}.`;
    return {
      ...copy,
      description: copy.description ? `${copy.description}\n${sentence}` : sentence,
    };
  };
  return visit(document) as T;
}
