import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database, Db } from '../db/index.ts';

/** A piece of background work that runs on a schedule, once across every server process. */
export type JobDefinition = {
  /** The pg-boss queue name: lowercase words and dashes. */
  name: string;
  /** Five-field cron; pg-boss's clock ticks once a minute at most. */
  cron: string;
  /** The time zone the cron is read in. */
  tz?: string;
  run: (db: Db, log: FastifyBaseLogger) => Promise<unknown>;
};

export type JobRunner = {
  /** Queues one run now and resolves with its result once a worker has done it. */
  runNow: (name: string) => Promise<unknown>;
  stop: () => Promise<void>;
};

/** Where pg-boss keeps its own tables, apart from the product's. */
const SCHEMA = 'pgboss';

/**
 * Starts pg-boss on the product's database (its own pool on PostgreSQL, the same in-process
 * instance on PGlite), schedules every job and works their queues. pg-boss makes each scheduled
 * run a single job that one process claims, so several servers never run a job twice.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger, jobs: JobDefinition[]): Promise<JobRunner> {
  const boss =
    database.native.kind === 'postgres'
      ? new PgBoss({ connectionString: database.native.url, schema: SCHEMA, max: 3 })
      : new PgBoss({ db: fromPglite(database.native.client), backend: 'pglite', schema: SCHEMA });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();

  const waiting = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const workers = new Map<string, string>();
  for (const job of jobs) {
    await boss.createQueue(job.name, { retryLimit: 2, retryDelay: 30 });
    await boss.schedule(job.name, job.cron, null, job.tz ? { tz: job.tz } : {});
    const workerId = await boss.work(job.name, { pollingIntervalSeconds: 5 }, async ([item]) => {
      if (!item) return null;
      const waiter = waiting.get(item.id);
      try {
        const result = await job.run(database.db, log);
        waiter?.resolve(result);
        return result;
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
        waiter?.reject(err);
        throw err;
      } finally {
        waiting.delete(item.id);
      }
    });
    workers.set(job.name, workerId);
  }

  return {
    runNow: async (name) => {
      const workerId = workers.get(name);
      if (!workerId) throw new Error(`no job named ${name}`);
      // The id is ours, so the waiter is in place before any worker can claim the job.
      const id = randomUUID();
      const done = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      if (!(await boss.send(name, null, { id, retryLimit: 0 }))) throw new Error(`job ${name} was not queued`);
      // Wakes the worker now rather than at its next poll.
      boss.notifyWorker(workerId);
      return done;
    },
    stop: () => boss.stop({ graceful: true }),
  };
}
