const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description:
    'The `ETag` of an answer already held: while the answer is the same, the server answers ' +
    '304 with no body. A list of tags, or `*`, is accepted; tags compare weakly.',
  schema: { type: 'string', maxLength: 1024 },
};

const ETAG_HEADER = {
  description:
    'A weak validator of the answer without its `meta`: it changes exactly when what the ' +
    'answer says changes. Send it back as `If-None-Match`.',
  schema: { type: 'string', example: 'W/"3q0gLwzVuKJ1xYlW8cQhq3RUw1s"' },
};

interface Response {
  $ref?: string;
  description?: string;
  headers?: Record<string, object>;
  content?: object;
}

interface Operation {
  parameters?: object[];
  responses?: Record<string, Response>;
}

/**
 * Documents conditional GETs once, as a shared parameter and header, and refers to them from
 * every GET operation with a JSON 200 answer, with its 304.
 */
export function documentConditionalRequests<T extends { paths?: object; components?: object }>(
  doc: T,
): T {
  const components = (doc.components ??= {}) as { parameters?: object; headers?: object };
  components.parameters = { ...components.parameters, IfNoneMatch: IF_NONE_MATCH };
  components.headers = { ...components.headers, ETag: ETAG_HEADER };
  for (const operations of Object.values(doc.paths ?? {}) as Record<string, Operation>[]) {
    const get = operations.get;
    const ok = get?.responses?.['200'];
    if (!get || !ok || ok.$ref || !('application/json' in (ok.content ?? {}))) continue;
    get.parameters = [...(get.parameters ?? []), { $ref: '#/components/parameters/IfNoneMatch' }];
    ok.headers = { ...ok.headers, ETag: { $ref: '#/components/headers/ETag' } };
    get.responses!['304'] = {
      description: 'Not modified: the answer is still the one whose `ETag` was sent',
      headers: { ETag: { $ref: '#/components/headers/ETag' } },
    };
  }
  return doc;
}
