// A fault: the reference with one defect, written beside the rule that must catch it (the rule's `faults`).
// How it is judged (the suite, --strict, the operation whose answers change) is that rule's, so a fault
// states only its defect. `serve --fault ID` serves it, `serve --list-faults` lists it, the kill matrix
// proves its rule fails on it (docs/proof.md).
import type { AnswerKind } from '../operations.js';
import type { ReferenceRequest } from '../reference-model.js';
import type { Change } from './answer-changes.js';

/** The kinds of answer a fault can change: every kind a judge judges but the lookup, which is one of the others. */
export type FaultedKind = Exclude<AnswerKind, 'lookup'>;

export interface FaultSpec {
  /** Its name for `serve --fault` and `Prefer: fault=`, and its row of the kill matrix. */
  readonly id: string;
  /** What it does, in one line. */
  readonly defect: string;
  /** Other rules the same defect legitimately breaks (a 5xx breaks no-server-error and the status rule). */
  readonly alsoBreaks?: readonly string[];
  /** Rules that read what the defect broke: they must not pass (they are skipped as not judged). */
  readonly notPassed?: readonly string[];
  /**
   * The one class of id whose answers it changes, when it changes no other (one length, one form): it must be
   * caught on every seed, by the fixed case of that class (src/cases/example-ids.ts), not when the random
   * generator happens to draw one.
   */
  readonly idClass?: string;
  /** The kinds of answer of its rule's operation that the defect changes. */
  readonly answers: FaultedKind | readonly FaultedKind[];
  /** What it does to each of them. */
  readonly change: Change;
  /** Requests it never answers. */
  readonly hangs?: (request: ReferenceRequest) => boolean;
}

/** A fault as the catalogue lists it: with the rule it is written beside, the one that must catch it. */
export interface Fault extends FaultSpec {
  readonly catches: string;
}
