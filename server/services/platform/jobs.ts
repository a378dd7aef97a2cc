import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { jobQueueOf } from '../../db/job-queue';
import { asPartOf, currentRequestId } from '../../plugins/request-context';

/** What a job's handler gets besides its data: a logger that names the job and the request that caused it. */
export interface JobContext {
  log: FastifyBaseLogger;
  jobId: string;
  /** The request id of the request that sent the job (none for a scheduled run). */
  requestId?: string;
  /** Aborted when this process stops taking jobs: a long run stops between its steps. */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export interface QueueOptions {
  /** Tries after the first (default 5), each after a longer wait (retryDelay seconds, doubling). */
  retryLimit?: number;
  retryDelay?: number;
  /** A run still going after this long is taken as lost (its process died) and tried again. */
  expireInSeconds?: number;
  /**
   * 'short': at most one job waiting at a time (a send while one waits is dropped; the waiting
   * one does the work): a wake-up call, not a message.
   */
  policy?: 'standard' | 'short';
}

export interface SendOptions {
  /** The request it is part of: by default the one being answered now, if any. */
  requestId?: string;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/**
 * The shop's background work on a PostgreSQL-backed job queue (pg-boss; on the embedded database
 * the same, through its `db` adapter). Created with the app, so services can send jobs at once;
 * only `start` makes this process work them (main.ts; tests that need it), so an app that never
 * starts it leaves its jobs waiting for one that does.
 */
export interface Jobs {
  /** A queue and its worker: retried with backoff, kept as failed (with its error) after the last try. */
  define<T extends object>(name: string, handler: JobHandler<T>, options?: QueueOptions): void;
  /**
   * `handler` once every `everyMs` across every process on this database: each process offers a
   * run for the current slot of `everyMs` and the queue keeps the first offer of each slot only.
   * The first slot's run comes at start. `everyMs` below 1000 (or 0) turns the schedule off.
   */
  every(name: string, everyMs: number, handler: (ctx: JobContext) => Promise<void>, options?: QueueOptions): void;
  /** Queues a job (null when not queued: a 'short' queue that already has one waiting, or the queue not started yet). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Starts working the defined queues in this process (creating them if new). */
  start(): Promise<void>;
  /** Stops taking jobs; those running get until `graceMs` to finish, then count as failed (tried again elsewhere). */
  stop(graceMs: number): Promise<void>;
  /** Runs that threw in this process, by queue (GET /metrics). */
  readonly failures: ReadonlyMap<string, number>;
  readonly started: boolean;
}

interface Definition {
  name: string;
  handler: JobHandler<Record<string, unknown>>;
  options: QueueOptions;
  everyMs?: number;
}

const DEFAULTS = { retryLimit: 5, retryDelay: 2, expireInSeconds: 300 } as const;

/** How often a process offers a scheduled run: twice a slot, so no slot passes without an offer. */
const offerEvery = (everyMs: number) => Math.max(500, Math.floor(everyMs / 2));

export function createJobs(
  database: Pick<Database, 'executeSql' | 'exclusive'>,
  log: FastifyBaseLogger,
  options: { pollingIntervalSeconds?: number } = {},
): Jobs {
  const definitions = new Map<string, Definition>();
  const failures = new Map<string, number>();
  const timers: NodeJS.Timeout[] = [];
  let boss: PgBoss | null = null;
  let stopping = new AbortController();

  const work =
    (def: Definition) =>
    async ([job]: PgBoss.JobWithMetadata<Record<string, unknown>>[]) => {
      if (!job) return;
      const { requestId, ...data } = job.data ?? {};
      const ctx: JobContext = {
        jobId: job.id,
        signal: stopping.signal,
        requestId: typeof requestId === 'string' ? requestId : undefined,
        log: log.child({ job: def.name, jobId: job.id, ...(typeof requestId === 'string' ? { reqId: requestId } : {}) }),
      };
      try {
        await asPartOf(ctx.requestId, () => def.handler(data, ctx));
      } catch (err) {
        failures.set(def.name, (failures.get(def.name) ?? 0) + 1);
        // The last try needs a person; an earlier one is tried again by itself.
        const gaveUp = job.retryCount >= job.retryLimit;
        ctx.log[gaveUp ? 'error' : 'warn'](
          { err, try: job.retryCount + 1, of: job.retryLimit + 1 },
          gaveUp ? 'job failed for good' : 'job failed, will retry',
        );
        throw err;
      }
    };

  const offer = (def: Definition) => {
    const seconds = Math.floor(def.everyMs! / 1000);
    boss?.sendThrottled(def.name, {}, {}, seconds).catch((err) => log.warn({ err, job: def.name }, 'could not offer a scheduled run'));
  };

  return {
    failures,
    get started() {
      return boss !== null;
    },
    define(name, handler, options = {}) {
      definitions.set(name, { name, handler: handler as JobHandler<Record<string, unknown>>, options });
    },
    every(name, everyMs, handler, options = {}) {
      if (!(everyMs >= 1000)) return;
      definitions.set(name, { name, handler: (_data, ctx) => handler(ctx), options: { retryLimit: 0, ...options }, everyMs });
    },
    async send(name, data, options = {}) {
      if (!boss) return null;
      // The request being answered (or the job being run) that sends it: its id goes along.
      const requestId = options.requestId ?? currentRequestId();
      return boss.send(
        name,
        { ...data, ...(requestId ? { requestId } : {}) },
        options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {},
      );
    },
    async start() {
      if (boss) return;
      stopping = new AbortController();
      const queue = jobQueueOf(database, { migrate: false, supervise: true, schedule: false });
      queue.on('error', (err) => log.error({ err }, 'job queue error'));
      await queue.start();
      // One process at a time: pg-boss creating the same queue's table in several at once deadlocks.
      await database.exclusive(async () => {
        for (const def of definitions.values()) {
          const { policy = 'standard', ...retry } = { ...DEFAULTS, ...def.options };
          const queueOptions = { name: def.name, policy, retryBackoff: true, ...retry };
          if (await queue.getQueue(def.name)) await queue.updateQueue(def.name, queueOptions);
          else await queue.createQueue(def.name, queueOptions);
        }
      });
      for (const def of definitions.values()) {
        await queue.work(def.name, { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, work(def));
      }
      boss = queue;
      for (const def of definitions.values()) {
        if (!def.everyMs) continue;
        offer(def);
        const timer = setInterval(() => offer(def), offerEvery(def.everyMs));
        timer.unref();
        timers.push(timer);
      }
    },
    async stop(graceMs) {
      for (const timer of timers.splice(0)) clearInterval(timer);
      const queue = boss;
      boss = null;
      stopping.abort();
      await queue?.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
    },
  };
}
