// What a later run of a watch session is told against: the last run that judged something. A run that could
// judge nothing (the target down: every rule "could not be judged") says nothing about the implementation;
// told against it, the next run would repeat every old failure as new ("was error") and bury the one change.
import type { ConformanceReport } from '../../types/report.js';

const JUDGED = new Set(['passed', 'failed', 'warning']);

/** Whether some rule was judged: it passed, failed or warned on an answer. */
export const judgedSomething = (report: ConformanceReport): boolean => report.results.some((r) => JUDGED.has(r.status));

/** The run the one after `run` is told against: `run` if it judged something, else the one before (undefined before any). */
export const nextPrevious = <T extends { report: ConformanceReport }>(before: T | undefined, run: T): T | undefined =>
  judgedSomething(run.report) ? run : before;
