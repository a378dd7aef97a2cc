import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { lazyRequestLogger } from './request-logger';

/** A pino logger writing its lines into `lines`. */
function recordingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = pino({ level }, stream) as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the request logger', () => {
  it('makes no pino child while nothing is written at an enabled level', () => {
    const { logger } = recordingLogger('warn');
    const child = vi.spyOn(logger, 'child');
    const log = lazyRequestLogger(logger, { reqId: 'r-1' }, {});
    log.info({ req: 'x' }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes an enabled level once, with the request id bound', async () => {
    const { logger, lines } = recordingLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'r-2' }, {});
    log.info('skipped');
    log.warn({ order: 7 }, 'slow payment');
    log.error('failed');
    await settle();
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['slow payment', 'r-2'],
      ['failed', 'r-2'],
    ]);
    expect(lines[0]).toMatchObject({ order: 7, level: 40 });
  });

  it('follows the app level when it changes at run time', async () => {
    const { logger, lines } = recordingLogger('warn');
    const log = lazyRequestLogger(logger, { reqId: 'r-3' }, {});
    log.info('before');
    logger.level = 'info';
    log.info('after');
    await settle();
    expect(lines.map((l) => l.msg)).toEqual(['after']);
    expect(log.level).toBe('info');
  });

  it('hands out real children for nested bindings', async () => {
    const { logger, lines } = recordingLogger('info');
    const log = lazyRequestLogger(logger, { reqId: 'r-4' }, {});
    log.child({ orderId: 9 }).info('placed');
    await settle();
    expect(lines[0]).toMatchObject({ msg: 'placed', reqId: 'r-4', orderId: 9 });
  });

  it('is the silent logger itself when the app has no logger', () => {
    const silent = {
      info() {},
      error() {},
      debug() {},
      fatal() {},
      warn() {},
      trace() {},
      child() {
        return silent;
      },
    } as unknown as FastifyBaseLogger;
    expect(lazyRequestLogger(silent, { reqId: 'r-5' }, {})).toBe(silent);
  });
});
