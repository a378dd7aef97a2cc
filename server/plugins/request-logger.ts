import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';

type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (`req.log`, `reply.log`) that becomes a real pino child (with the request id
 * bound) only when something is written at an enabled level. Fastify makes one child per request,
 * and at the usual `warn` level of a busy shop none of them ever writes: making it anyway cost a
 * noticeable share of a cached catalogue read. The level is read from the parent at each call, so
 * changing the app's level at run time still applies.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  /** The pino child, made on first use. */
  private real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private enabled(level: Level): boolean {
    return ((this.#child as PinoLike | undefined) ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  /** Writes through the pino child when `level` is enabled; otherwise costs a level check. */
  private write(level: Level, args: unknown[]) {
    if (this.enabled(level)) (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  silent() {}
}

/**
 * For `app.setChildLoggerFactory`: each request gets a RequestLogger over the app's pino logger.
 * Without one (`logger: false`, Fastify's silent stand-in) the app's logger is the request's.
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (typeof (logger as Partial<PinoLike>).isLevelEnabled !== 'function') return logger;
  return new RequestLogger(logger as PinoLike, bindings, options) as unknown as FastifyBaseLogger;
}
