// A fault as it is written: the reference with one defect, and the rule that must catch it. How it is judged
// (the suite, --strict, the operation whose answers the defect changes) is that rule's: see rule-of.ts.
// `serve --list-faults` lists each by its id, its rule and its defect.
import type { ReferenceRequest } from '../reference/types.js';
import type { Change } from './changes.js';
import type { AnswerScope } from './scope.js';

export interface Fault {
  /** Its name for `serve --fault` and `Prefer: fault=`, and its row of the kill matrix. */
  id: string;
  /** What it does, in one line. */
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
