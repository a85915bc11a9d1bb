// The report model: everything a renderer needs, nothing it has to compute.
import { toolName, toolVersion } from '../package-info.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';
import type { Facts } from '../judges/judge.js';
import { summarize } from './verdict.js';

export interface ReportInput {
  baseUrl: string;
  embedded: boolean;
  startedAt: Date;
  durationMs: number;
  seed: number;
  results: RuleResult[];
  facts: Facts;
  harnessFaults: readonly string[];
}

export function buildReport(input: ReportInput): ConformanceReport {
  return {
    tool: { name: toolName, version: toolVersion },
    target: { baseUrl: input.baseUrl, embedded: input.embedded },
    startedAt: input.startedAt.toISOString(),
    durationMs: Math.round(input.durationMs),
    seed: input.seed,
    summary: summarize(input.results, input.harnessFaults),
    ...(input.facts.categoryTree ? { observations: { categoryTree: input.facts.categoryTree } } : {}),
    results: input.results,
  };
}
