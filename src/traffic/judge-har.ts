// validate --har and judgeHar(): every entry of a HAR that is a request of the three operations, under
// any base path, judged as a run judges its own exchanges; the others are counted and listed.
import type { RunRecord } from '../report/run-record.js';
import { couldNotJudge } from '../rules/messages.js';
import type { Operation } from '../rules/rule.js';
import { harEntriesOf, readHarEntry } from './har-entries.js';
import { otherVersionOf, recogniseRequest } from '../operation-of-url.js';
import { TrafficRecord } from './traffic-record.js';

/** What became of one entry: judged (as which answer), not an operation of the API, or not judgeable. */
interface HarEntryOutcome {
  /** Position in log.entries, from 0. */
  index: number;
  method: string;
  url: string;
  outcome: 'judged' | 'refused' | 'asked for' | 'not an operation' | 'no response' | 'unreadable';
  operation?: Operation;
  /** The judge that judged it (the answer it was taken for). */
  judgedAs?: string;
  /** What the recording left out or how it stored the body, and why an entry was not judged. */
  notes: string[];
}

interface HarJudgement extends RunRecord {
  entries: HarEntryOutcome[];
}

export function judgeHarEntries(har: unknown, options: { strict?: boolean } = {}): HarJudgement {
  // A recording is in memory whole already: its exchanges are all kept for exchanges.har.
  const record = new TrafficRecord({
    source: 'the recording',
    strict: options.strict ?? false,
    keptExchanges: Number.MAX_SAFE_INTEGER,
    keptBodyChars: Number.MAX_SAFE_INTEGER,
  });
  const entries = harEntriesOf(har).map((raw, index): HarEntryOutcome => {
    const entry = readHarEntry(raw);
    if (entry.kind === 'unreadable') return { index, method: '', url: '', outcome: 'unreadable', notes: [entry.problem] };
    const request = entry.kind === 'answered' ? entry.exchange.request : entry.request;
    const about = { index, method: request.method, url: request.url };
    const recognised = recogniseRequest(request.url);
    if (!recognised) {
      record.other.add(request.method, request.url);
      const otherVersion = otherVersionOf(request.url);
      return { ...about, outcome: 'not an operation', notes: otherVersion ? [...entry.notes, otherVersion] : entry.notes };
    }
    if (entry.kind === 'no-response') {
      const askedFor = record.addUnanswered(recognised, { request, error: entry.error });
      if (askedFor !== undefined)
        return { ...about, outcome: 'asked for', operation: recognised.operation, notes: [entry.error, askedFor] };
      return { ...about, outcome: 'no response', operation: recognised.operation, notes: [couldNotJudge(entry.error)] };
    }
    const { judge, refused, askedFor } = record.add(recognised, entry.exchange, entry.bodyMissing);
    if (refused !== undefined) return { ...about, outcome: 'refused', operation: recognised.operation, notes: [...entry.notes, refused] };
    if (askedFor !== undefined)
      return { ...about, outcome: 'asked for', operation: recognised.operation, notes: [...entry.notes, askedFor] };
    return { ...about, outcome: 'judged', operation: recognised.operation, judgedAs: judge, notes: entry.notes };
  });
  return { ...record.record(), entries };
}
