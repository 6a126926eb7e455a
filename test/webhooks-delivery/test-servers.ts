import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: Buffer;
}

export interface TestServer {
  port: number;
  url(path?: string): string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, rawBody: Buffer) => void;

/** A real HTTP(S) server on 127.0.0.1, port 0, that records every request with its raw bytes. */
export async function startServer(
  handler: Handler,
  tls?: { key: string; cert: string },
): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
      });
      handler(req, res, rawBody);
    });
  };
  const server = tls ? createHttpsServer(tls, onRequest) : createHttpServer(onRequest);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = tls ? 'https' : 'http';
  return {
    port,
    url: (path = '/hook') => `${scheme}://127.0.0.1:${port}${path}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
