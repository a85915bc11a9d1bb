/* Generated from schemas/report.schema.json by `npm run gen:types`. Do not edit by hand: change the source and run the command again. */

export type Operation = 'GET_COUPON_BY_ID' | 'LIST_DISPLAY_CATEGORIES' | 'GET_ORIGIN_INQUIRY_BY_ID';
export type Status = 'passed' | 'failed' | 'warning' | 'skipped' | 'error';

/**
 * conformance.json: the verdict of one run of seller-api-conformance and one result per rule.
 */
export interface ConformanceReport {
  /**
   * The version of this file's format: 3 since facts (was observations), a result's level (was severity, lower case), answersJudged (was
   * checks), expectedFailure (was expected) and the evidence's violations (was errors); 2 since summary.coverage, summary.interrupted and
   * hints. Absent in reports of version 1; compare and baseline read every version.
   */
  reportVersion?: 3;
  tool: {
    name: string;
    version: string;
    /**
     * Web address of the package's files (ending in /), from --docs-base-url or else package.json "repository": each rule's sources resolve
     * against it. Absent when neither names one: the sources are then paths inside the installed package.
     */
    docs?: string;
  };
  target: {
    baseUrl: string;
    /**
     * True when the run judged the embedded reference implementation.
     */
    embedded: boolean;
  };
  startedAt: string;
  durationMs: number;
  /**
   * Seed of the run's generated inputs; --seed replays it.
   */
  seed: number;
  summary: {
    verdict: 'conformant' | 'non-conformant' | 'inconclusive';
    passed: number;
    /**
     * Failed rules that no entry of --expected-failures expects: these fail the run.
     */
    failed: number;
    /**
     * Failed SHOULD rules (not under --strict) that no entry of --expected-failures expects.
     */
    warnings: number;
    /**
     * Failed or warned rules that --expected-failures expects: reported, not failing the run (present with --expected-failures).
     */
    expectedFailures?: number;
    /**
     * Entries of --expected-failures that fail the run: stale (the rule passes), expired, or naming no rule (present with
     * --expected-failures).
     */
    baselineProblems?: number;
    skipped: number;
    errors: number;
    /**
     * Why the verdict is not conformant, in one line.
     */
    reason?: string;
    /**
     * Requests the run sent to the target, every attempt counted (retries and redirect hops too).
     */
    requests?: number;
    /**
     * How much of what the run selected it judged. A rule is judged when it passed, failed (expected or not) or warned on at least one
     * answer; skipped rules, rules that could not be judged (error) and rules failed by --require-all for a missing fixture are not.
     */
    coverage?: {
      /**
       * MUST rules judged.
       */
      mustJudged: number;
      /**
       * MUST rules in the report that --only / --skip did not leave out.
       */
      mustSelected: number;
      /**
       * MUST rules --min-judged asked to be judged (a percentage resolved against mustSelected, rounded up); under it the run is
       * inconclusive.
       */
      minJudged?: number;
    };
    /**
     * True when the run was stopped before its end (Ctrl-C, SIGTERM): the rules it had not reached are error "not run: interrupted", and
     * the verdict speaks only for what was judged before.
     */
    interrupted?: boolean;
  };
  /**
   * Facts measured on the target that are not rules.
   */
  facts?: {
    categoryTree?: TreeStatistics;
  };
  /**
   * Present when the request cap (--max-requests) left some tests fewer cases than asked for.
   */
  budget?: {
    maxRequests: number;
    fewerCases: {
      /**
       * The test (case) that got fewer requests.
       */
      test: string;
      /**
       * The rules that test judges.
       */
      rules: string[];
      /**
       * Requests (cases) it was given.
       */
      cases: number;
      /**
       * Requests (cases) it asked for.
       */
      wanted: number;
    }[];
  };
  /**
   * The file given with --expected-failures, and what the run found wrong with its entries.
   */
  expectedFailures?: {
    file: string;
    /**
     * Entries in the file.
     */
    entries: number;
    problems: BaselineProblem[];
    /**
     * Entries whose rule passed, but on fewer than the inputs that broke it before: not stale, and not failing the run.
     */
    notExercised?: {
      rule: string;
      line: number;
      message: string;
    }[];
  };
  /**
   * Likely mistakes of configuration the run saw signs of, each with the option to change. A hint explains a result; it never changes one.
   */
  hints?: Hint[];
  /**
   * Judging traffic (proxy, validate --har): the requests that are none of the three operations, not judged but counted, by method and path
   * shape (ids written {id}), the most called first; at most 50 shapes.
   */
  otherRequests?: {
    method: string;
    /**
     * The path with its ids written {id}, without the query.
     */
    path: string;
    count: number;
    /**
     * Why it is worth naming: another version of one of the operations (the v4 inquiry path).
     */
    note?: string;
  }[];
  /**
   * Present when the run verified its own reports before writing them (run --verify): the verdict follows from the recorded exchanges,
   * judged again from exchanges.har alone (the verify command).
   */
  verification?: {
    verified: true;
    /**
     * The entries of exchanges.har the verdict was judged again from.
     */
    exchanges: number;
    /**
     * The SHA-256 (hex) of exchanges.har as written.
     */
    exchangesSha256: string;
  };
  /**
   * What `verify` needs to judge the run again from exchanges.har alone: the kind of target and the fixture ids the plan used, every option
   * that changes the plan or the verdict, the expected failures as the run read them, and a digest of each other report file. Present in
   * the reports of `run` (not in those of traffic: `proxy`, `validate --har`).
   */
  reproduction?: {
    /**
     * The target as the run classed it: the defaults that follow (property cases, the request cap, write probes, the reachability probe)
     * are this kind's.
     */
    kind: 'embedded' | 'loopback' | 'remote';
    /**
     * The ids the plan used, the embedded reference's included.
     */
    fixtures: {
      [k: string]: string;
    };
    /**
     * The options that change which requests are sent or how the results make the verdict, as given (a default is left out).
     */
    options: {
      suites: string[];
      only: string[];
      skip: string[];
      testNamePattern?: string;
      shard?: string;
      numRuns?: number;
      maxRequests?: number;
      probeWrites?: boolean;
      strict: boolean;
      requireAll: boolean;
      minJudged?: {
        rules?: number;
        percent?: number;
      };
    };
    /**
     * The file of --expected-failures as the run read it: its path, the SHA-256 of its text and its entries.
     */
    expectedFailures?: {
      file: string;
      sha256?: string;
      entries: {
        rule: string;
        reason: string;
        until?: string;
        inputs?: string[];
        line: number;
      }[];
    };
    /**
     * The SHA-256 (hex) of each other report file as the run wrote it, by file name: a file changed since, or taken from another run, does
     * not match.
     */
    digests: {
      [k: string]: string;
    };
  };
  results: RuleResult[];
}
export interface TreeStatistics {
  nodes: number;
  leaves: number;
  /**
   * Levels of child nesting below the root.
   */
  maxDepth: number;
  statusCounts: {
    [k: string]: number;
  };
}
/**
 * An entry of --expected-failures that fails the run.
 */
export interface BaselineProblem {
  /**
   * The entry's rule id or glob, as written.
   */
  rule: string;
  line: number;
  problem: 'stale' | 'expired' | 'unknown rule';
  /**
   * What is wrong and what to do, in one line.
   */
  message: string;
}
export interface Hint {
  kind: 'api-path-in-base-url' | 'fixture-not-found' | 'inquiry-ids-swapped' | 'html-everywhere' | 'not-found-everywhere';
  /**
   * The flag to change, e.g. --base-url.
   */
  option: string;
  /**
   * One line: what the run saw, and what to try.
   */
  message: string;
}
export interface RuleResult {
  /**
   * Stable rule id (list them with the rules command).
   */
  rule: string;
  operation: Operation;
  /**
   * The first word of the rule's title.
   */
  level: 'MUST' | 'SHOULD';
  status: Status;
  /**
   * Present when the rule failed or warned and --expected-failures expects it: the run does not fail for it.
   */
  expectedFailure?: {
    reason: string;
    until?: string;
    /**
     * Line of the entry in the file.
     */
    line: number;
  };
  title: string;
  /**
   * Where the rule comes from: links, relative to the package, to a section of the spec (docs/spec.md#...) or a decision
   * (docs/decisions.md#...).
   *
   * @minItems 1
   */
  sources: [string, ...string[]];
  /**
   * One line a person understands.
   */
  message: string;
  /**
   * How many answers (tests, or recorded exchanges) judged the rule: it passed, failed or warned on them. Each case of a property counts,
   * its shrinking included.
   */
  answersJudged?: number;
  /**
   * The tests of the run whose answers judged the rule, in the order of the plan: its answers are the entries of exchanges.har whose
   * _sentBy.test is one of them (absent in a report of traffic).
   */
  judgedIn?: string[];
  /**
   * Set when the rule was skipped because the run was not given this fixture: the flag that supplies it would judge the rule.
   */
  missingFixture?: 'couponId' | 'inquiryId' | 'foreignInquiryId';
  /**
   * Time spent judging the rule, in milliseconds: each test's (or recorded exchange's) duration shared among the observations it made. The
   * testcase time of junit.xml.
   */
  durationMs?: number;
  evidence?: Evidence;
}
export interface Evidence {
  request?: {
    method: string;
    url: string;
    headers: {
      [k: string]: string;
    };
  };
  response?: {
    status: number;
    headers: {
      [k: string]: string;
    };
    bodyExcerpt: string;
    /**
     * Size of the body, decoded (after any content coding is undone).
     */
    bodyBytes: number;
    /**
     * Size of the body as it travelled, when the server used a content coding (gzip, br, ...).
     */
    encodedBytes?: number;
    /**
     * Why the body could not be read at all (an unknown content coding, data that is not what its coding says).
     */
    unreadable?: string;
  };
  /**
   * What the rule found wrong, each at its JSON Pointer with what was expected and what was there.
   */
  violations?: Violation[];
  /**
   * A command line that repeats the request.
   */
  curl?: string;
  seed?: number;
  /**
   * The shrunk input of a failed property (an id, or an object naming the form of an id).
   */
  counterexample?: string | number | boolean | {} | unknown[] | null;
}
export interface Violation {
  /**
   * JSON Pointer into the response body; empty for the whole body or for the status line.
   */
  instancePath: string;
  keyword?: string;
  schemaPath?: string;
  message: string;
  expected?: string;
  actual?: string;
}
