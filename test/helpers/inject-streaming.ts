import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface StreamingAnswer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  /** True when the answer was an event stream (its body is not read: it never ends). */
  streamed: boolean;
  body: string;
  json(): any;
}

/**
 * `inject` for a route that may answer with an endless event stream: such an answer resolves
 * once its headers are out and its stream is dropped; any other answer is read whole.
 */
export async function injectStreaming(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<StreamingAnswer> {
  const res = await app.inject({ ...options, payloadAsStream: true });
  const stream = res.stream();
  const streamed = String(res.headers['content-type']).startsWith('text/event-stream');
  let body = '';
  if (streamed) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return {
    statusCode: res.statusCode,
    headers: res.headers,
    streamed,
    body,
    json: () => JSON.parse(body),
  };
}
