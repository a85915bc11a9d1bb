// A faulty implementation as it is written: its one defect, and the rule that must catch it. How it is run
// (the suite, --strict, the operation whose answers the defect changes) is that rule's: see rule-of.ts.
import type { ReferenceRequest } from '../reference/types.js';
import type { Change } from './changes.js';
import type { AnswerScope } from './scope.js';

export interface Fault {
  id: string;
  defect: string;
  /** The rule that must catch it: its operation is the one whose answers change, its level says whether the run needs --strict. */
  catches: string;
  /** Other rules the same defect legitimately breaks (a 5xx breaks no-server-error and the status rule). */
  alsoBreaks?: string[];
  /** Rules that read what the defect broke: they must not pass (they are skipped as not judged). */
  notPassed?: string[];
  /** The kinds of answer of the caught rule's operation that the defect changes. */
  answers: AnswerScope | readonly AnswerScope[];
  /** What it does to each of them. */
  change: Change;
  /** Requests it never answers. */
  hangs?: (request: ReferenceRequest) => boolean;
}
