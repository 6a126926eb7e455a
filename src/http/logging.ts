import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  stdSerializers,
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';

export interface LogSettings {
  level: string;
  /** Where the JSON lines go; standard output when absent. */
  stream?: DestinationStream;
}

const REDACTED = '[REDACTED]';

// Credentials that a log call could be handed inside an object: request and response headers
// (the default serializers leave headers out, but a `{ headers }` or `{ req }` logged by hand
// must not carry them; console session cookies included) and the secret fields of our bodies.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers["x-api-key"]',
  'headers.cookie',
  'headers["set-cookie"]',
  'apiKey',
  '*.apiKey',
  'secretKey',
  '*.secretKey',
  'password',
  '*.password',
  'token',
  '*.token',
  'adminToken',
  '*.adminToken',
  'currentPassword',
  '*.currentPassword',
  'newPassword',
  '*.newPassword',
  'csrfToken',
  '*.csrfToken',
  'req.headers["x-csrf-token"]',
  'headers["x-csrf-token"]',
];

// Path parameters and query parameters whose value is a credential, by name.
const SECRET_NAME = /token|secret|password|api[-_]?key|signature/i;

/**
 * The URL as it may be logged: path segments that the route declares as a secret parameter
 * (e.g. the invite token of `/teams/invites/:token`) and secret query values are masked.
 */
export function redactUrl(url: string, routeUrl: string | undefined): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const segments = path.split('/');
  const pattern = routeUrl?.split('/') ?? [];
  const safePath = segments
    .map((segment, i) => {
      const param = pattern[i];
      return param?.startsWith(':') && SECRET_NAME.test(param) ? REDACTED : segment;
    })
    .join('/');
  if (queryAt === -1) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_NAME.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// `user:password@` inside any URL quoted by an error message (e.g. a connection string).
const URL_CREDENTIALS = /(\/\/[^\s/:@]+):[^\s/@]+@/g;

const maskUrlCredentials = (text: unknown) =>
  typeof text === 'string' ? text.replace(URL_CREDENTIALS, `$1:${REDACTED}@`) : text;

function serializeError(error: Error) {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  // `rawPacket` (Node's client errors) holds the raw request bytes, headers and keys included.
  delete serialized.rawPacket;
  return {
    ...serialized,
    message: maskUrlCredentials(serialized.message),
    stack: maskUrlCredentials(serialized.stack),
  };
}

function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    // Anything logged under `req` comes here, not only Fastify's requests.
    url: typeof request.url === 'string' ? redactUrl(request.url, request.routeOptions?.url) : '',
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino's options for every process of ours: the level, and no secret in any line. */
export function loggerOptions({ level, stream }: LogSettings): LoggerOptions & {
  stream?: DestinationStream;
} {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream && { stream }),
  };
}

/**
 * One line per request, at `debug`, instead of Fastify's two at `info`: at the default level
 * the log holds start-up, warnings and errors only. Failed responses stay at `error`.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.trace({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.debug(line, 'request completed');
  }
}

type LineLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';

/**
 * A request's logger, made when it first writes a line. Fastify asks for a child logger on
 * every request, and pino builds one at once, its bindings serialized and its redaction set
 * up: a microsecond and about 6 % of the bytes the server allocated under a mixed workload,
 * for request lines that the default level leaves out.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & Logger,
    private readonly bindings: Bindings,
  ) {}

  private get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  private write(level: LineLevel, line: unknown[]) {
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    const logger = this.made;
    Reflect.apply(logger[level], logger, line);
  }

  get level() {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  trace(...line: unknown[]) {
    this.write('trace', line);
  }

  debug(...line: unknown[]) {
    this.write('debug', line);
  }

  info(...line: unknown[]) {
    this.write('info', line);
  }

  warn(...line: unknown[]) {
    this.write('warn', line);
  }

  error(...line: unknown[]) {
    this.write('error', line);
  }

  fatal(...line: unknown[]) {
    this.write('fatal', line);
  }

  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.made.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: see `RequestLogger`. */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // A level or serializers of the route's own change what the logger writes: made at once.
  if (Object.keys(options).length > 0 || !isPino(parent)) return parent.child(bindings, options);
  return new RequestLogger(parent, bindings);
}

const isPino = (logger: FastifyBaseLogger): logger is FastifyBaseLogger & Logger =>
  typeof (logger as Partial<Logger>).isLevelEnabled === 'function';
