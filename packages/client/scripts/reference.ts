import { limitsOf, type LimitedSchema } from './limits.js';

/** The Markdown reference of every operation: its id, method and path, parameters and body. */

interface Schema extends LimitedSchema {
  $ref?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface ReferenceDocument {
  paths: Record<string, Partial<Record<string, Operation>>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** One line of a table cell: no line breaks, no column separators. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(typeOf).join(' \\| ');
  if (schema.allOf) return schema.allOf.map(typeOf).join(' & ');
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.type === 'array') return `${typeOf(schema.items)}[]`;
  const types = Array.isArray(schema.type) ? schema.type.join(' \\| ') : (schema.type ?? 'any');
  return schema.format ? `${types} (${schema.format})` : types;
}

function describe(description: string | undefined, schema: Schema | undefined): string {
  const limits = schema ? limitsOf(schema) : [];
  const text = (description ?? schema?.description ?? '').trim();
  const sentences = [text && !/[.!?]$/.test(text) ? `${text}.` : text];
  if (limits.length) sentences.push(`Limits: ${limits.join('; ')}.`);
  return cell(sentences.filter(Boolean).join(' '));
}

// Headers the client sets itself, or that concern caching: the introduction says how to pass them.
const CLIENT_HEADERS = new Set(['Idempotency-Key', 'If-None-Match']);

function parameterRows(operation: Operation, document: ReferenceDocument): string[] {
  const parameters = (operation.parameters ?? []).map((given) =>
    given.$ref ? (document.components.parameters?.[refName(given.$ref)] ?? given) : given,
  );
  return parameters
    .filter((parameter) => !CLIENT_HEADERS.has(parameter.name))
    .map((parameter) => {
      const required = parameter.required ? 'yes' : 'no';
      const type = typeOf(parameter.schema);
      const text = describe(parameter.description, parameter.schema);
      return `| \`${parameter.name}\` | ${parameter.in} | ${type} | ${required} | ${text} |`;
    });
}

/** The body's fields, one level deep: a named schema's own fields are listed with it. */
function bodyRows(operation: Operation, document: ReferenceDocument): string[] {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (!schema) return [];
  const named = resolve(schema, document);
  // A body of several shapes (`anyOf`) lists the fields of all; a field is required when every
  // shape requires it.
  const shapes = (named?.anyOf ?? named?.oneOf ?? [named]).map((shape) => resolve(shape, document));
  const fields = new Map<string, Schema>();
  for (const shape of shapes) {
    for (const [name, field] of Object.entries(shape?.properties ?? {})) fields.set(name, field);
  }
  const rows = [
    `| body | body | ${typeOf(schema)} | ${operation.requestBody?.required ? 'yes' : 'no'} | |`,
  ];
  for (const [name, field] of fields) {
    const required = shapes.every((shape) => shape?.required?.includes(name)) ? 'yes' : 'no';
    rows.push(
      `| \`body.${name}\` | body | ${typeOf(field)} | ${required} | ${describe(undefined, field)} |`,
    );
  }
  return rows;
}

function resolve(schema: Schema | undefined, document: ReferenceDocument): Schema | undefined {
  return schema?.$ref ? document.components.schemas[refName(schema.$ref)] : schema;
}

function answerOf(operation: Operation, document: ReferenceDocument): string {
  const [status, response] =
    Object.entries(operation.responses ?? {}).find(([code]) => code.startsWith('2')) ?? [];
  if (!status) return '';
  const content = response?.content ?? {};
  if ('text/event-stream' in content)
    return `Answers ${status}: an event stream (\`client.tournaments.stream\`).`;
  const envelope = resolve(content['application/json']?.schema, document);
  const data = envelope?.properties?.data;
  return data ? `Answers ${status}: \`${typeOf(data)}\`.` : `Answers ${status}.`;
}

export function referenceMarkdown(document: ReferenceDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const rows = [...parameterRows(operation, document), ...bodyRows(operation, document)];
      const section = [
        `### \`${operation.operationId}\``,
        '',
        `\`${method.toUpperCase()} ${path}\`${operation.summary ? ` — ${cell(operation.summary)}` : ''}`,
        '',
        ...(rows.length
          ? [
              '| Name | In | Type | Required | Description |',
              '| --- | --- | --- | --- | --- |',
              ...rows,
              '',
            ]
          : []),
        answerOf(operation, document),
        '',
      ];
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), section.join('\n')]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return [
    '# @tourney/client — operation reference',
    '',
    'Generated from `docs/openapi.json` by `npm run openapi`; do not edit by hand. Call an',
    "operation with `client.call('<operationId>', { params: { path, query }, body })`: `path`",
    'takes the parameters in `path`, `query` those in `query`, and `body` the request body.',
    'Headers (`Idempotency-Key`, `If-None-Match`) are set by the client or passed in `headers`.',
    '',
    ...tags.map((tag) => `- [${tag}](#${tag})`),
    '',
    ...tags.flatMap((tag) => [`## ${tag}`, '', ...byTag.get(tag)!]),
  ].join('\n');
}
