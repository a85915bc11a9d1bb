// What the reporters read of a finished test and of a finished suite file: the part of vitest's TestCase and
// TestModule they use, which the suites' thread posts for each (src/runner/suite-tasks.ts). The shapes are
// vitest's own, so a reporter reads the same fields, serialised the same way, whichever runs the suites.
import type { SerializedError } from 'vitest';
import type { TaskMeta } from '@vitest/runner';

export interface FinishedTest {
  readonly id: string;
  readonly name: string;
  /** The names of its describe blocks and its own, joined by " > ", as vitest joins them. */
  readonly fullName: string;
  meta(): TaskMeta;
  result(): { state: 'passed' | 'failed' | 'skipped' | 'pending'; errors?: readonly SerializedError[] | undefined };
  diagnostic(): { duration: number } | undefined;
}

export interface FinishedModule {
  /** The suite file's absolute path. */
  readonly moduleId: string;
  /** Its path from the package's root. */
  readonly relativeModuleId: string;
  /** What failed the file itself (it could not be imported, it registered no test). */
  errors(): readonly SerializedError[];
  diagnostic(): { duration: number };
  readonly children: { allTests(): Iterable<FinishedTest> };
}

/** What hears the tests and files of a run as they finish, and the run's end (vitest's Reporter, the part used). */
export interface TaskReporter {
  onTestCaseResult?(test: FinishedTest): void;
  onTestModuleEnd?(module: FinishedModule): void;
  onTestRunEnd?(modules: readonly FinishedModule[], unhandledErrors: readonly SerializedError[]): void;
}
