// What the renderers see: the report, and for those that need them, the exchanges behind it.
import type { Exchange } from '../http/index.js';
import type { ConformanceReport } from '../types/report.js';
import type { UnansweredRequest } from './test-meta.js';

export interface RunRecord {
  report: ConformanceReport;
  exchanges: readonly Exchange[];
  unanswered: readonly UnansweredRequest[];
  /** Requests the client did not send, each with its test and place (exchanges.har keeps them for `verify`). */
  notSent?: readonly UnansweredRequest[];
}
