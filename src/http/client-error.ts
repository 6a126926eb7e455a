import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { metaOf, newTraceId } from './envelope.js';

type ParserError = Error & { code?: string; reason?: string };

function toAppError(error: ParserError): AppError {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return new AppError('HEADERS_TOO_LARGE', 'The URL and headers together exceed 16 KB');
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError('REQUEST_TIMEOUT', 'The request did not arrive in time');
  }
  // llhttp's reason names the fault (e.g. "Invalid header value char") without echoing input.
  const reason = error.reason ?? 'it could not be parsed';
  return new AppError('VALIDATION', `Malformed HTTP request: ${reason}`);
}

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (a URL or headers over
 * 16 KB, a NUL or other byte not allowed in a header, a broken request line, a request that
 * does not arrive in time) with the envelope and a new trace id, like every other answer.
 * Same flow as Node's own handler: one answer if nothing was written yet, then the socket closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: ParserError, socket: Socket) {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = toAppError(error);
  const traceId = newTraceId();
  this.log.debug({ err: error, traceId }, 'client error');
  if (socket.writable && socket.bytesWritten === 0) {
    const body = JSON.stringify({
      success: false,
      message: appError.message,
      meta: metaOf(traceId, 0),
    });
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `x-trace-id: ${traceId}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
