// What a run will send, before it sends anything: each selected case with the number of requests it
// may make, within the request budget. The suites send at most what the plan allots (a value a property
// draws twice is asked once); `run --plan` prints it; a case the plan gives nothing is skipped with the
// reason, never passed.
import { flagOf } from '../config/options.js';
import type { ConformanceCase, Requirement } from '../cases/types.js';
import type { Fixtures } from '../fixtures.js';
import { budgetSpent, needs } from '../rules/messages.js';

export interface PlanInput {
  /** The selected cases, in run order. */
  cases: readonly ConformanceCase[];
  fixtures: Partial<Fixtures>;
  probeWrites: boolean;
  /** --num-runs: cases per property, fixed values included; undefined for the default. */
  numRuns: number | undefined;
  /** Without --num-runs: a number of cases per property, or 'fill' to share out whatever the budget leaves. */
  defaultNumRuns: number | 'fill';
  /** --max-requests, or the default cap of a remote target; undefined for no cap. */
  maxRequests: number | undefined;
  /** One GET of the base URL is sent first to see that the target answers at all. */
  reachabilityProbe: boolean;
}

export interface PlannedCase {
  case: ConformanceCase;
  /** Requests it may send: 1 for an example, its number of cases for a property (shrinking aside). */
  runs: number;
  /** Of those, the fixed values sent first (properties only). */
  fixed: number;
  /** Set when the case sends nothing: why its rules are skipped. */
  skipReason?: string;
  /** The missing fixture behind skipReason (--require-all fails those). */
  missingFixture?: keyof Fixtures;
  /** Set when the request cap left the case fewer runs than asked for. */
  wanted?: number;
}

export interface Plan {
  cases: PlannedCase[];
  reachabilityProbe: boolean;
  /** Requests the plan allots in all (the reachability probe included). */
  total: number;
  maxRequests: number | undefined;
}

function unmetNeeds(candidate: ConformanceCase, input: PlanInput): Requirement[] {
  return candidate.needs.filter((need) => (need === 'probeWrites' ? !input.probeWrites : input.fixtures[need] === undefined));
}

/** Splits `left` among `wants` as evenly as possible, none above its want ("water-filling"). */
function shareOut(left: number, wants: readonly number[]): number[] {
  const shares = wants.map(() => 0);
  let remaining = left;
  let open = wants.map((_, index) => index).filter((index) => wants[index]! > 0);
  while (open.length > 0) {
    const each = Math.floor(remaining / open.length);
    if (each === 0) break; // nothing left, or a remainder kept back: it pays for shrinking a failure
    for (const index of open) {
      const given = Math.min(each, wants[index]! - shares[index]!);
      shares[index]! += given;
      remaining -= given;
    }
    open = open.filter((index) => shares[index]! < wants[index]!);
  }
  return shares;
}

export function buildPlan(input: PlanInput): Plan {
  let left = input.maxRequests ?? Number.POSITIVE_INFINITY;
  if (input.reachabilityProbe) left -= 1;
  const budgetText = budgetSpent(input.maxRequests);

  const planned: PlannedCase[] = input.cases.map((candidate) => {
    const unmet = unmetNeeds(candidate, input);
    if (unmet.length === 0) return { case: candidate, runs: 0, fixed: 0 };
    const fixture = unmet.find((need): need is keyof Fixtures => need !== 'probeWrites');
    return {
      case: candidate,
      runs: 0,
      fixed: 0,
      skipReason: needs(unmet.map(flagOf)),
      ...(fixture ? { missingFixture: fixture } : {}),
    };
  });
  const active = planned.filter((p) => p.skipReason === undefined);

  // Examples first, then the fixed values of properties, then random cases with what is left.
  for (const p of active.filter((p) => p.case.kind === 'example')) {
    if (left >= 1) {
      p.runs = 1;
      left -= 1;
    } else {
      p.skipReason = budgetText;
      p.wanted = 1;
    }
  }
  const properties = active.filter((p) => p.case.kind === 'property');
  // The fixed values cover each class of id on every seed: a smaller --num-runs sends them all the same,
  // and only random cases add to them (the request cap alone can cut them).
  const fixedCounts = properties.map((p) => (p.case.kind === 'property' ? p.case.fixed(input.fixtures).length : 0));
  const wants = properties.map((_, index) =>
    Math.max(fixedCounts[index]!, input.numRuns ?? (input.defaultNumRuns === 'fill' ? Number.POSITIVE_INFINITY : input.defaultNumRuns)),
  );
  properties.forEach((p, index) => {
    p.fixed = Math.min(fixedCounts[index]!, Math.max(0, left));
    left -= p.fixed;
  });
  const randomShares = shareOut(
    Math.max(0, left),
    properties.map((property, index) => Math.max(0, wants[index]! - property.fixed)),
  );
  properties.forEach((p, index) => {
    p.runs = p.fixed + randomShares[index]!;
    // Sharing out what is left asks for no particular number: then only the fixed values are owed.
    const owed = Number.isFinite(wants[index]!) ? wants[index]! : fixedCounts[index]!;
    if (p.runs < owed) p.wanted = owed;
    if (p.runs === 0) p.skipReason = budgetText;
  });

  const total = (input.reachabilityProbe ? 1 : 0) + planned.reduce((sum, p) => sum + p.runs, 0);
  return { cases: planned, reachabilityProbe: input.reachabilityProbe, total, maxRequests: input.maxRequests };
}
