// A rule's sources as a reader follows them from a report: a short label ("D9", "spec: Errors"), the
// heading it points to, and an address. With the package's web address in the report (tool.docs, from
// package.json "repository"), the address is absolute; without it, the link stays the path inside the
// package (docs/decisions.md#d9-error-bodies), which is all a report can promise then (docs/reports.md).
import { sourceLabel, sourceTitle } from '../rules/sources.js';
import type { ConformanceReport, RuleResult } from '../types/report.js';

interface SourceReference {
  readonly label: string;
  readonly title: string;
  readonly href: string;
}

export const sourceHref = (link: string, docs: string | undefined): string => (docs === undefined ? link : new URL(link, docs).href);

export const sourceReferences = (result: RuleResult, report: ConformanceReport): SourceReference[] =>
  result.sources.map((link) => ({ label: sourceLabel(link), title: sourceTitle(link), href: sourceHref(link, report.tool.docs) }));
