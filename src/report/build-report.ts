// The report model: everything a renderer needs, nothing it has to compute.
import { docsBase, toolName, toolVersion } from '../package-info.js';
import type { MinJudged } from '../config/options.js';
import type { ConformanceReport, Hint, RuleResult } from '../types/report.js';
import type { Facts } from '../rules/observation.js';
import type { BaselineSection } from './expected-failures.js';
import { summaryOf } from './verdict.js';

/** A test the request cap gave fewer cases than it asked for. */
export type Shortfall = NonNullable<ConformanceReport['budget']>['fewerCases'][number];

interface ReportInput {
  baseUrl: string;
  embedded: boolean;
  startedAt: Date;
  durationMs: number;
  seed: number;
  results: RuleResult[];
  facts: Facts;
  harnessFaults: readonly string[];
  /** Requests sent to the target. */
  requests: number;
  maxRequests?: number;
  shortfalls?: readonly Shortfall[];
  /** The file of expected failures and its problems, when --expected-failures was given. */
  expectedFailures?: BaselineSection;
  /** --min-judged. */
  minJudged?: MinJudged;
  /** The run was stopped before its end (Ctrl-C, SIGTERM). */
  interrupted?: boolean;
  /** --docs-base-url: where the sources link to, instead of package.json's "repository". */
  docs?: string;
  hints?: readonly Hint[];
  /** What `verify` needs to judge the run again (a run's report; traffic's has none). */
  reproduction?: ConformanceReport['reproduction'];
  /** Traffic's requests that are none of the three operations. */
  otherRequests?: ConformanceReport['otherRequests'];
}

/** The version of conformance.json's format (schemas/report.schema.json "reportVersion"). */
export const REPORT_VERSION = 3;

export function buildReport(input: ReportInput): ConformanceReport {
  const docs = input.docs ?? docsBase;
  const summary = summaryOf(input.results, input.harnessFaults, input.expectedFailures?.problems.length, {
    ...(input.minJudged ? { minJudged: input.minJudged } : {}),
    interrupted: input.interrupted ?? false,
  });
  return {
    reportVersion: REPORT_VERSION,
    tool: { name: toolName, version: toolVersion, ...(docs === undefined ? {} : { docs }) },
    target: { baseUrl: input.baseUrl, embedded: input.embedded },
    startedAt: input.startedAt.toISOString(),
    durationMs: Math.round(input.durationMs),
    seed: input.seed,
    summary: { ...summary, requests: input.requests },
    ...(input.facts.categoryTree ? { facts: { categoryTree: input.facts.categoryTree } } : {}),
    ...(input.shortfalls?.length && input.maxRequests !== undefined
      ? { budget: { maxRequests: input.maxRequests, fewerCases: [...input.shortfalls] } }
      : {}),
    ...(input.expectedFailures ? { expectedFailures: input.expectedFailures } : {}),
    ...(input.hints?.length ? { hints: [...input.hints] } : {}),
    ...(input.otherRequests?.length ? { otherRequests: [...input.otherRequests] } : {}),
    ...(input.reproduction ? { reproduction: input.reproduction } : {}),
    results: input.results,
  };
}
