// The report model: everything a renderer needs, nothing it has to compute.
import { docsBase, toolName, toolVersion } from '../package-info.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';
import type { Facts } from '../rules/observation.js';
import type { BaselineSection } from './expected-failures.js';
import { summaryOf } from './verdict.js';

/** A test the request cap gave fewer cases than it asked for. */
export type Shortfall = NonNullable<ConformanceReport['budget']>['fewerCases'][number];

export interface ReportInput {
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
}

export function buildReport(input: ReportInput): ConformanceReport {
  return {
    tool: { name: toolName, version: toolVersion, ...(docsBase === undefined ? {} : { docs: docsBase }) },
    target: { baseUrl: input.baseUrl, embedded: input.embedded },
    startedAt: input.startedAt.toISOString(),
    durationMs: Math.round(input.durationMs),
    seed: input.seed,
    summary: { ...summaryOf(input.results, input.harnessFaults, input.expectedFailures?.problems.length), requests: input.requests },
    ...(input.facts.categoryTree ? { observations: { categoryTree: input.facts.categoryTree } } : {}),
    ...(input.shortfalls?.length && input.maxRequests !== undefined
      ? { budget: { maxRequests: input.maxRequests, fewerCases: [...input.shortfalls] } }
      : {}),
    ...(input.expectedFailures ? { expectedFailures: input.expectedFailures } : {}),
    results: input.results,
  };
}
