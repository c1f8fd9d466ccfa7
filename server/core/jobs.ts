import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Db } from '../db/connection';

/**
 * Background work (sending e-mail, fetching received mail) in a queue kept in PostgreSQL by
 * pg-boss: every instance of the server works the same queues, and a job is handed to one worker
 * only (row locks with SKIP LOCKED), so two instances never run the same job twice. A failed job
 * is retried with growing pauses up to its definition's limit.
 */
export type JobData = Record<string, unknown>;

export type JobDefinition = {
  /** The queue's name (letters, digits, `-`). */
  readonly name: string;
  /** Runs one job; throwing asks for a retry while retries remain. */
  readonly handler: (data: JobData) => Promise<void>;
  /** Retries after the first attempt. */
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled each time after (pg-boss's back-off). */
  readonly retryDelaySeconds: number;
  /** A job still running after this long counts as failed and is retried. */
  readonly expireInSeconds: number;
  /**
   * `short`: at most one job waits per singleton key (a second one sent meanwhile is dropped);
   * `standard` (the default): every job sent waits.
   */
  readonly policy?: 'standard' | 'short';
  /**
   * A cron expression (UTC) by which the queue itself sends a job: once per tick whatever the
   * number of instances. `null` removes a schedule kept from an earlier start.
   */
  readonly cron?: string | null;
};

export type Jobs = {
  /** Declares a queue and its handler; before `start`. */
  define: (definition: JobDefinition) => void;
  /**
   * Puts a job in the queue; a worker of any instance runs it. With `singletonKey` on a `short`
   * queue, a job already waiting under that key makes this one dropped: answers whether it was queued.
   * With `tx`, a transaction of the app's, the job is written in it: it exists, and is run, only once
   * that transaction commits (a job about a row the transaction writes never finds it unwritten).
   */
  send: (name: string, data: JobData, options?: { startAfterSeconds?: number; singletonKey?: string; tx?: Db }) => Promise<boolean>;
  /** Runs, here and now, the jobs of a queue that are due (an immediate send, and the tests). */
  runDue: (name: string) => Promise<number>;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** The pool behind the app's database handle: pg-boss runs its statements on it. */
const poolOf = (db: Db): pg.Pool => (db as Db & { $client: pg.Pool }).$client;

/** The connection a transaction of the app's runs on: a job sent in the transaction is written there. */
const inTransaction = (tx: Db) => {
  const { client } = (tx as unknown as { session: { client: pg.PoolClient } }).session;
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
};

/** How often an idle worker looks for new jobs. */
const POLLING_SECONDS = 2;
/** How long a stopping server waits for running jobs before it goes on closing. */
const STOP_TIMEOUT_MS = 10_000;

export const createJobs = (db: Db, log: FastifyBaseLogger): Jobs => {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;

  /** The handlers running now: a stopping server lets them end before its pool closes. */
  const running = new Set<Promise<unknown>>();

  const run = async (definition: JobDefinition, job: PgBoss.Job<JobData>) => {
    const work = definition.handler(job.data);
    running.add(work);
    try {
      await work;
    } catch (error) {
      log.warn({ job: definition.name, id: job.id, err: error instanceof Error ? error.message : String(error) }, 'Job failed; retried while retries remain');
      throw error;
    } finally {
      running.delete(work);
    }
  };

  const started = async (): Promise<PgBoss> => {
    if (boss) return boss;
    if (!starting) {
      starting = (async () => {
        const { default: PgBossClass } = await import('pg-boss');
        const pool = poolOf(db);
        const instance = new PgBossClass({ db: { executeSql: (text, values) => pool.query(text, values) }, schema: 'pgboss' });
        instance.on('error', (error) => log.error({ err: error.message }, 'Job queue error'));
        await instance.start();
        for (const definition of definitions.values()) {
          await instance.createQueue(definition.name, {
            name: definition.name,
            policy: definition.policy ?? 'standard',
            retryLimit: definition.retryLimit,
            retryDelay: definition.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds,
          });
          await instance.work<JobData>(definition.name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: 1 }, async ([job]) => run(definition, job));
          if (definition.cron) await instance.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
          else if (definition.cron === null) await instance.unschedule(definition.name);
        }
        boss = instance;
        return instance;
      })();
      // A start that failed (the database away) is tried again by the next call, not kept.
      starting.catch(() => {
        if (!boss) starting = undefined;
      });
    }
    return starting;
  };

  return {
    define: (definition) => {
      if (starting) throw new Error(`Job ${definition.name} defined after the queue started`);
      definitions.set(definition.name, definition);
    },
    send: async (name, data, options = {}) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job ${name}`);
      const id = await (await started()).send(name, data, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.tx ? { db: inTransaction(options.tx) } : {}),
      });
      return id !== null;
    },
    runDue: async (name) => {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`No job ${name}`);
      const queue = await started();
      let ran = 0;
      for (;;) {
        const [job] = (await queue.fetch<JobData>(name, { batchSize: 1 })) ?? [];
        if (!job) return ran;
        ran++;
        try {
          await run(definition, job);
          await queue.complete(name, job.id);
        } catch (error) {
          await queue.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
      }
    },
    start: async () => {
      await started();
    },
    stop: async () => {
      const instance = boss ?? (starting ? await starting.catch(() => undefined) : undefined);
      boss = undefined;
      starting = undefined;
      // The pool is the app's: the database closes it after the app.
      await instance?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS, close: false, wait: true });
      // A handler still running after the queue's own wait (a mail server that does not answer) ends
      // before the pool closes, so the queue's record of its end does not meet a closed pool.
      if (running.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)))]);
        clearTimeout(timer);
      }
      // The queue records a handler's end in the turn after it settles.
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
};
