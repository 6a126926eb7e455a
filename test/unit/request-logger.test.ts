import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { loggerOptions, requestLogger } from '../../src/http/logging.js';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const { stream, ...options } = loggerOptions({
    level,
    stream: { write: (l: string) => lines.push(JSON.parse(l) as Record<string, unknown>) },
  });
  const parent = pino(options, stream);
  const child = vi.spyOn(parent, 'child');
  return { parent, lines, child };
}

describe('a request logger', () => {
  it('makes no child logger for lines its level leaves out', () => {
    const { parent, lines, child } = logger('info');
    const log = requestLogger(parent, { reqId: 'r1' }, {});
    log.debug({ a: 1 }, 'left out');
    log.trace('left out too');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('info');
  });

  it('writes the lines its level keeps with the request id, and redacts as the parent does', () => {
    const { parent, lines, child } = logger('info');
    const log = requestLogger(parent, { reqId: 'r2' }, {});
    log.error({ err: new Error('boom'), apiKey: 'tk_secret' }, 'failed');
    log.warn('then %s', 'this');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 50, reqId: 'r2', msg: 'failed', apiKey: '[REDACTED]', err: { message: 'boom' } },
      { level: 40, reqId: 'r2', msg: 'then this' },
    ]);
  });

  it('follows a level set on it, and its children carry its bindings', () => {
    const { parent, lines } = logger('info');
    const log = requestLogger(parent, { reqId: 'r3' }, {});
    log.level = 'debug';
    log.debug('now written');
    log.child({ part: 'x' }).info('from a child');
    expect(parent.level).toBe('info');
    expect(lines).toMatchObject([
      { level: 20, reqId: 'r3', msg: 'now written' },
      { level: 30, reqId: 'r3', part: 'x', msg: 'from a child' },
    ]);
  });

  it('is made at once when the route gives options of its own', () => {
    const { parent, lines, child } = logger('info');
    const log = requestLogger(parent, { reqId: 'r4' }, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
    log.debug('written at the route level');
    expect(lines).toMatchObject([{ level: 20, reqId: 'r4' }]);
  });
});
