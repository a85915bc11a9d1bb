// `run --plan`: the requests a run would send, grouped by method, operation and id class, with the
// total and the time it takes at the configured rate. Nothing is sent to print it.
import { WRITE_METHODS } from '../cases/example-ids.js';
import type { Plan, PlannedCase } from './plan.js';

interface PlanContext {
  /** The target as the user named it (or the embedded reference). */
  target: string;
  /** e.g. "remote target" */
  kind: string;
  ratePerSecond: number | null;
}

interface Row {
  method: string;
  operation: string;
  idClass: string;
  requests: number;
  examples: number;
  fixed: number;
  random: number;
}

const seconds = (n: number) => (n < 10 ? n.toFixed(1) : String(Math.round(n)));

function rowsOf(cases: readonly PlannedCase[]): Row[] {
  const rows = new Map<string, Row>();
  for (const p of cases) {
    const { method, operation, idClass } = p.case;
    const key = `${method} ${operation} ${idClass}`;
    const row = rows.get(key) ?? { method, operation, idClass, requests: 0, examples: 0, fixed: 0, random: 0 };
    row.requests += p.runs;
    if (p.case.kind === 'example') row.examples += p.runs;
    else {
      row.fixed += p.fixed;
      row.random += p.runs - p.fixed;
    }
    rows.set(key, row);
  }
  return [...rows.values()];
}

function breakdown(row: Row, cases: readonly PlannedCase[]): string {
  const parts: string[] = [];
  if (row.examples > 0) parts.push(`${row.examples} example${row.examples === 1 ? '' : 's'}`);
  if (row.fixed > 0) {
    const texts = [
      ...new Set(
        cases.flatMap((p) =>
          p.case.kind === 'property' && p.fixed > 0 && p.case.operation === row.operation && p.case.idClass === row.idClass
            ? [p.case.fixedText]
            : [],
        ),
      ),
    ];
    parts.push(`${row.fixed} fixed (${texts.join('; ')})`);
  }
  if (row.random > 0) parts.push(`${row.random} random`);
  return parts.join(', ');
}

/** Requests a case not sent would send: what the cap left it short of (`wanted`), else 1. */
const notSentCount = (p: PlannedCase) => Math.max(1, p.wanted ?? 1);

export function renderPlan(plan: Plan, context: PlanContext): string {
  const sending = plan.cases.filter((p) => p.runs > 0);
  const rows = rowsOf(sending);
  if (plan.reachabilityProbe)
    rows.unshift({
      method: 'GET',
      operation: '(the base URL)',
      idClass: 'reachability check', // as --plan has always printed it (public output); the code calls it the reachability probe
      requests: 1,
      examples: 0,
      fixed: 0,
      random: 0,
    });
  const width = {
    method: 6,
    operation: Math.max(9, ...rows.map((r) => r.operation.length)),
    idClass: Math.max(8, ...rows.map((r) => r.idClass.length)),
  };
  const line = (method: string, operation: string, idClass: string, requests: string, note: string) =>
    [`  ${method.padEnd(width.method)}`, operation.padEnd(width.operation), idClass.padEnd(width.idClass), requests.padStart(8), note]
      .join('  ')
      .trimEnd();

  const limits = [
    context.ratePerSecond === null ? 'no rate limit' : `${context.ratePerSecond} requests/s`,
    plan.maxRequests === undefined ? 'no request cap' : `at most ${plan.maxRequests} requests`,
  ];
  const out = [`plan: what a run against ${context.target} would send (${context.kind}: ${limits.join(', ')}); nothing has been sent`, ''];
  out.push(line('method', 'operation', 'id class', 'requests', ''));
  for (const row of rows)
    out.push(
      line(
        row.method,
        row.operation,
        row.idClass,
        String(row.requests),
        row.operation.startsWith('(') // the probe's row: no operation's path starts so
          ? 'GET / once, to see that the target answers at all'
          : breakdown(row, sending),
      ),
    );
  const time =
    context.ratePerSecond === null
      ? 'no rate limit: as fast as the target answers'
      : `about ${seconds(plan.total / context.ratePerSecond)} s at ${context.ratePerSecond} requests/s`;
  const shrinkRoom =
    plan.maxRequests === undefined
      ? 'a failing property sends a few more while it shrinks its counterexample'
      : `shrinking a failure may use the ${Math.max(0, plan.maxRequests - plan.total)} left, never more than ${plan.maxRequests}`;
  // A property asks a value it draws twice only once, so a run may send fewer than planned, never more.
  out.push(line('total', '', '', String(plan.total), `${time}; a value drawn twice is sent once; ${shrinkRoom}`));

  const unsent = plan.cases.filter((p) => p.runs === 0);
  if (unsent.length > 0) {
    out.push('', 'not sent (their rules are skipped, never passed):');
    const byReason = new Map<string, PlannedCase[]>();
    for (const p of unsent) {
      const reason = p.skipReason ?? 'not planned';
      byReason.set(reason, [...(byReason.get(reason) ?? []), p]);
    }
    for (const [reason, cases] of byReason) {
      const writes = cases.every((p) => (WRITE_METHODS as readonly string[]).includes(p.case.method));
      const paths = new Set(cases.map((p) => p.case.operation)).size;
      const what = writes
        ? `${[...new Set(cases.map((p) => p.case.method))].join(', ')} on ${paths === 1 ? 'one path' : `each of the ${paths} paths`}, ` +
          'once each with an id that names no resource'
        : cases
            .map((p) => `${p.case.operation} ${p.case.idClass}`)
            .filter((text, index, all) => all.indexOf(text) === index)
            .join('; ');
      const count = cases.reduce((sum, p) => sum + notSentCount(p), 0);
      out.push(`  ${count} request${count === 1 ? '' : 's'}: ${what}: ${reason}`);
    }
  }
  if (sending.length === 0) out.push('', 'nothing would be judged: every selected test is skipped, for the reasons above');
  const fewer = plan.cases.filter((p) => p.wanted !== undefined && p.runs > 0);
  if (fewer.length > 0) {
    out.push('', `fewer cases than asked for, within --max-requests ${plan.maxRequests}:`);
    for (const p of fewer)
      out.push(
        `  ${p.case.operation} ${p.case.idClass}: ${p.runs} of ${p.wanted} (${p.case.judge.rules.map((rule) => rule.id).join(', ')})`,
      );
  }
  out.push('');
  return out.join('\n');
}
