import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/database.js";

/**
 * Housekeeping that runs on a schedule, not for a person: delivering pending pushes to outside systems,
 * expiring holds, snapshots. Each job is a pg-boss queue of the "stately" policy (at most one run
 * waiting and one running, across all app nodes): a run queues the next one `everySeconds` later, so
 * the schedule survives restarts and several nodes never run it twice at once. A failed run is logged
 * and the next one comes as usual; what a run must not lose it keeps in its own tables.
 */
export interface PeriodicJob {
  /** Unique, e.g. `masterdata.easPushDelivery`. */
  name: string;
  everySeconds: number;
  run(database: Database, log: FastifyBaseLogger): Promise<void>;
}

const registry = new Map<string, PeriodicJob>();

/**
 * Describes a periodic job. The module lists it in its `AppModule.periodicJobs`; the platform registers it
 * when it builds the app, so every app node declares the same ones.
 */
export function definePeriodicJob(job: PeriodicJob): PeriodicJob {
  if (!/^[a-z][\w.-]{1,63}$/i.test(job.name)) throw new Error(`definePeriodicJob: bad name ${job.name}`);
  if (!(job.everySeconds >= 5)) throw new Error(`definePeriodicJob: ${job.name} runs at most every 5 s`);
  return job;
}

/** Registers a job (the platform, from the modules' declarations and for its own jobs; tests). */
export function registerPeriodicJob(job: PeriodicJob): PeriodicJob {
  registry.set(definePeriodicJob(job).name, job);
  return job;
}

/** Takes a job out again: a test file's own job must not run in the apps of the files after it (one test worker runs several). */
export function forgetPeriodicJob(name: string): void {
  registry.delete(name);
}

export const periodicJobs = (): PeriodicJob[] => [...registry.values()];
export const periodicQueue = (job: PeriodicJob) => `entrepot-every-${job.name}`;
