// What npm run mutation measures, and how its score is counted (Stryker's own definition): the share of
// the mutants that compile and that some test can reach which a test kills. A mutant that does not
// type-check never runs; one marked equivalent in the code (a `Stryker disable` comment with its reason)
// is listed with that reason, not counted.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** One mutant as Stryker's JSON report (mutation-testing-report-schema) has it, with its file. */
export interface MutantResult {
  fileName: string;
  status: 'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending';
  mutatorName: string;
  replacement?: string;
  statusReason?: string;
  location: { start: { line: number; column: number } };
}

export interface MutationScope {
  /** What `npm run mutation -- NAME` runs, and the name of its results in reports/mutation/. */
  name: string;
  /** The folder whose score it counts toward: a big folder is run in parts, each kept as it finishes. */
  folder: string;
  /** What the issue calls the judging core: whole folders, and of src/report and src/http the files that judge. */
  files: string[];
  /**
   * The unit tests run against its mutants, when not all of them: the tests written for the folder. A
   * mutant of a module-level table (an option's help, a rule's title) is reached by every test that loads
   * the module, and running all 1,900 for each of hundreds of them would take a working day.
   */
  tests?: string[];
}

const RULES_TESTS = [
  'test/unit/{rules,judges,report,traffic,properties}/**/*.test.ts',
  'test/unit/docs/generated-docs.test.ts',
  'test/unit/{id-readings,documented-wordings}.test.ts',
  'test/unit/validation/{calendar,schemas}.test.ts',
];

/**
 * src/cli is measured by a sample: its first 10 files (of about 50) in the order of their paths' SHA-1, a draw
 * no one picks and anyone can repeat. Its figure is the sample's, not the folder's.
 */
export const CLI_SAMPLE: readonly string[] = readdirSync('src/cli', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => `src/cli/${file.replaceAll('\\', '/')}`)
  .sort((a, b) => sha1(a).localeCompare(sha1(b)))
  .slice(0, 10);

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}

// Folders measured in parts: one part of each takes what the others leave, so no file of the folder goes unmeasured.
const RULES_WORDING = '{describe,messages,pointers,json-values,sources,claims}';
const RULES_BODIES_AS_WRITTEN = '{duplicate-names,written-numbers,lookalikes,character-names,preview}';
const RUNNER_RUN_THREADS = '{run,suite-thread,kept-thread,interrupt,reachability-probe,reproduction}';

export const MUTATION_SCOPES: readonly MutationScope[] = [
  { name: 'src/rules/checks', folder: 'src/rules', files: ['src/rules/checks/**/*.ts'], tests: RULES_TESTS },
  { name: 'src/rules/catalogue', folder: 'src/rules', files: ['src/rules/catalogue/**/*.ts'], tests: RULES_TESTS },
  // The folder's own files in three parts, each kept as it finishes: as one scope (1,783 mutants) it outlasted a
  // sitting. Its loops over a body's text are apart, since a mutant that never ends a loop waits out its time-out.
  // decisions.ts is generated from docs/decisions.md and pinned whole by gen:check, which an instrumented copy fails.
  {
    name: 'src/rules (wording)',
    folder: 'src/rules',
    files: [`src/rules/${RULES_WORDING}.ts`],
    tests: RULES_TESTS,
  },
  {
    name: 'src/rules (bodies as written)',
    folder: 'src/rules',
    files: [`src/rules/${RULES_BODIES_AS_WRITTEN}.ts`],
    tests: RULES_TESTS,
  },
  {
    name: 'src/rules (rules, faults)',
    folder: 'src/rules',
    // The rest of the folder's own files (rule, reads, subjects, observation, violation, answer-changes, faults,
    // fault, example), so that a file added to the folder is measured with them.
    files: ['src/rules/*.ts', `!src/rules/${RULES_WORDING}.ts`, `!src/rules/${RULES_BODIES_AS_WRITTEN}.ts`, '!src/rules/decisions.ts'],
    tests: RULES_TESTS,
  },
  {
    name: 'src/judges',
    folder: 'src/judges',
    files: ['src/judges/**/*.ts'],
    tests: [
      'test/unit/{judges,traffic,properties,rules}/**/*.test.ts',
      'test/unit/rules/catalogue/index.test.ts',
      'test/unit/documented-wordings.test.ts',
      'test/unit/project/samples.test.ts',
      'test/unit/openapi/sampled-bodies.test.ts',
      'test/unit/reference/server.test.ts',
    ],
  },
  {
    name: 'src/report',
    folder: 'src/report',
    files: ['src/report/aggregate.ts', 'src/report/verdict.ts', 'src/report/expected-failures.ts', 'src/report/compare.ts'],
    tests: ['test/unit/{report,rules}/**/*.test.ts', 'test/unit/cli/commands/compare.test.ts', 'test/unit/cli/summary.test.ts'],
  },
  {
    name: 'src/config',
    folder: 'src/config',
    files: ['src/config/**/*.ts'],
    tests: [
      'test/unit/{config,cli/commands}/**/*.test.ts',
      'test/unit/cli/*.test.ts',
      'test/unit/docs/generated-docs.test.ts',
      'test/unit/report/{expected-failures,expected-failures-inputs}.test.ts',
      'test/unit/plan/{plan,rule-selection}.test.ts',
    ],
  },
  {
    name: 'src/http',
    folder: 'src/http',
    files: [
      'src/http/rate-limit.ts',
      'src/http/pacer.ts',
      'src/http/retry-on-429.ts',
      'src/http/redirects.ts',
      'src/http/attempt-deadline.ts',
      'src/http/retry-errors-without-stacks.ts',
    ],
    tests: ['test/unit/http/**/*.test.ts', 'test/unit/proxy/**/*.test.ts'],
  },
  // The folders a verdict passes through on its way from the plan to the report.
  {
    name: 'src/plan',
    folder: 'src/plan',
    files: ['src/plan/**/*.ts'],
    tests: ['test/unit/plan/**/*.test.ts', 'test/unit/runner/interrupted-run.test.ts'],
  },
  {
    name: 'src/cases',
    folder: 'src/cases',
    files: ['src/cases/**/*.ts'],
    // The generated docs list the unknown ids each with what it covers (scripts/docs-blocks.ts).
    tests: ['test/unit/{cases,plan}/**/*.test.ts', 'test/unit/docs/generated-docs.test.ts'],
  },
  { name: 'src/properties', folder: 'src/properties', files: ['src/properties/**/*.ts'], tests: ['test/unit/properties/**/*.test.ts'] },
  // Not the catalogue's needs table: its 500 captured answers ran for each mutant, and the folder's own tests judge what it does.
  { name: 'src/offline', folder: 'src/offline', files: ['src/offline/**/*.ts'], tests: ['test/unit/offline/**/*.test.ts'] },
  { name: 'src/traffic', folder: 'src/traffic', files: ['src/traffic/**/*.ts'], tests: ['test/unit/traffic/**/*.test.ts'] },
  // The schemas' validators judge every body; their tests are the folder's and those of the judges that use them.
  {
    name: 'src/validation',
    folder: 'src/validation',
    files: ['src/validation/**/*.ts'],
    tests: ['test/unit/validation/**/*.test.ts', 'test/unit/judges/{judge,steps}.test.ts'],
  },
  {
    name: 'src/proxy',
    folder: 'src/proxy',
    // A worker thread's entry runs as built (dist/), where no mutant of src/ reaches it: its every mutant would
    // survive. test/unit/proxy/proxy-thread.test.ts runs it, and the e2e proxy command.
    files: ['src/proxy/**/*.ts', '!src/proxy/proxy-worker.ts'],
    tests: ['test/unit/proxy/**/*.test.ts'],
  },
  // src/runner in two parts: what a run computes and the messages it exchanges, each checked in moments; and
  // the run itself and its threads, whose tests start runs and threads. The suites' thread runs its entry
  // (src/suites/suite-worker.ts) as built, as the proxy's does: test/unit/runner/run.test.ts runs it.
  {
    name: 'src/runner (plan, messages)',
    folder: 'src/runner',
    // The rest of the folder (credentials, target-kind, target-context, plan-run, interrupted-run, suite-tasks,
    // suite-thread-messages, run-interruption, vitest-parts, for-the-suites), so that a file added is measured.
    files: ['src/runner/*.ts', `!src/runner/${RUNNER_RUN_THREADS}.ts`],
    tests: [
      'test/unit/runner/{credentials,target-kind,target-context,plan-run,interrupted-run}.test.ts',
      'test/unit/runner/{suite-tasks,suite-thread-messages,run-interruption,vitest-parts}.test.ts',
    ],
  },
  {
    name: 'src/runner (run, threads)',
    folder: 'src/runner',
    files: [`src/runner/${RUNNER_RUN_THREADS}.ts`],
    // verify-run.test.ts runs the run judged again from a recording (its `replay`); with run.test.ts it is what
    // proves reproduction.ts, which says what a report carries for verify.
    tests: [
      'test/unit/runner/{run,suite-thread,kept-thread,interrupt,interrupted-run,reachability-probe,reproduction}.test.ts',
      'test/unit/verify/verify-run.test.ts',
    ],
  },
  // src/reference in three parts, so that a part is kept when it ends. The dataset is built as a server starts, so
  // its mutants reach every test of the folder: its own tests (test/unit/reference/dataset/, random.test.ts) judge
  // it in moments, the server's would take hours. The other parts run the folder's other tests, which give the
  // mock shortened timings (its `timings` option) rather than wait its 3 s gateway.
  {
    name: 'src/reference (dataset)',
    folder: 'src/reference',
    files: ['src/reference/dataset/**/*.ts', 'src/reference/random.ts'],
    tests: ['test/unit/reference/dataset/**/*.test.ts', 'test/unit/reference/random.test.ts'],
  },
  {
    name: 'src/reference (answers)',
    folder: 'src/reference',
    files: ['src/reference/*.ts', '!src/reference/{server,prefer,faulting,wire-faults,random}.ts'],
    // Not the protocols test: it proves the server and its faults over three protocols, in seconds a test.
    tests: ['test/unit/reference/!(protocols).test.ts'],
  },
  {
    name: 'src/reference (server, faults)',
    folder: 'src/reference',
    files: ['src/reference/{server,prefer,faulting,wire-faults}.ts'],
    tests: ['test/unit/reference/**/*.test.ts'],
  },
  // `verify` and `run --verify` judge a recorded run again: its tests verify one real run's reports in this process.
  { name: 'src/verify', folder: 'src/verify', files: ['src/verify/**/*.ts'], tests: ['test/unit/verify/**/*.test.ts'] },
  { name: 'src/cli', folder: 'src/cli', files: [...CLI_SAMPLE], tests: ['test/unit/cli/**/*.test.ts'] },
];

export interface ScopeResult extends MutationScope {
  mutants: readonly MutantResult[];
  /** How long its last full run took, when it was recorded. */
  seconds?: number;
}

/** Where a scope's last results are kept: Stryker's JSON report, its incremental file, how long it took. */
export const resultFiles = (scope: MutationScope) => {
  const base = `reports/mutation/${scope.name.replace(/\W+/g, '-')}`;
  return { report: `${base}.json`, incremental: `${base}.incremental.json`, took: `${base}.took.json` };
};

/** The scope's last results, from its report (undefined when it has not run here). */
export function storedResult(scope: MutationScope): ScopeResult | undefined {
  const files = resultFiles(scope);
  if (!existsSync(files.report)) return undefined;
  const report = JSON.parse(readFileSync(files.report, 'utf8')) as { files: Record<string, { mutants: Omit<MutantResult, 'fileName'>[] }> };
  const mutants = Object.entries(report.files).flatMap(([fileName, file]) => file.mutants.map((m) => ({ ...m, fileName })));
  const took = existsSync(files.took) ? (JSON.parse(readFileSync(files.took, 'utf8')) as { seconds: number }) : undefined;
  return { ...scope, mutants, ...(took ? { seconds: took.seconds } : {}) };
}

export interface Score {
  killed: number;
  survived: number;
  noCoverage: number;
  /** Set aside as equivalent, each with its reason in a `Stryker disable` comment. */
  ignored: number;
  /** Set aside as a rule's proof data (its faults and examples: scripts/mutation/proof-data-ignorer.mjs). */
  proofData: number;
  notCompiled: number;
  /** Percent, one decimal; 100 when nothing could be counted. */
  score: number;
}

const isProofData = (m: Pick<MutantResult, 'status' | 'statusReason'>) =>
  m.status === 'Ignored' && (m.statusReason ?? '').startsWith('proof data');

export function scoreOf(mutants: readonly Pick<MutantResult, 'status' | 'statusReason'>[]): Score {
  const count = (...statuses: MutantResult['status'][]) => mutants.filter((m) => statuses.includes(m.status)).length;
  const killed = count('Killed', 'Timeout');
  const survived = count('Survived');
  const noCoverage = count('NoCoverage');
  const counts = {
    killed,
    survived,
    noCoverage,
    ignored: mutants.filter((m) => m.status === 'Ignored' && !isProofData(m)).length,
    proofData: mutants.filter(isProofData).length,
    notCompiled: count('CompileError', 'RuntimeError'),
  };
  return { ...counts, score: percent(counts) };
}

/**
 * A scope's score as last measured, kept in scripts/mutation/measured.json: Stryker's own reports stay on
 * the machine that ran them (reports/mutation/, minutes to hours of work each), so the table is built from
 * these counts, and a run of one scope replaces its own row without losing the others'.
 */
export interface MeasuredScore extends Omit<Score, 'score'> {
  /** How long its last full run took, when one was timed. */
  seconds?: number;
  /** The day it was measured (YYYY-MM-DD). */
  measured: string;
}

export type MeasuredScores = Record<string, MeasuredScore>;

export const MEASURED_FILE = 'scripts/mutation/measured.json';

/** The counts of a scope's stored results, to keep in MEASURED_FILE. */
export function measuredOf(result: ScopeResult, day: string): MeasuredScore {
  const { score: _score, ...counts } = scoreOf(result.mutants);
  return { ...counts, ...(result.seconds === undefined ? {} : { seconds: result.seconds }), measured: day };
}

const percent = (s: Omit<Score, 'score'>) => {
  const counted = s.killed + s.survived + s.noCoverage;
  return counted === 0 ? 100 : Math.floor((1000 * s.killed) / counted) / 10;
};

const summed = (scores: readonly MeasuredScore[]): Omit<Score, 'score'> => {
  const keys = ['killed', 'survived', 'noCoverage', 'ignored', 'proofData', 'notCompiled'] as const;
  return Object.fromEntries(keys.map((key) => [key, scores.reduce((t, s) => t + s[key], 0)])) as Omit<Score, 'score'>;
};

/** Each folder's score, over its scopes that have been measured. */
export function folderScores(scopes: readonly MutationScope[], measured: MeasuredScores): { folder: string; score: number }[] {
  const folders = [...new Set(scopes.filter((s) => measured[s.name]).map((s) => s.folder))];
  return folders.map((folder) => ({
    folder,
    score: percent(summed(scopes.filter((s) => s.folder === folder && measured[s.name]).map((s) => measured[s.name]!))),
  }));
}

export function scoreTable(scopes: readonly MutationScope[], measured: MeasuredScores): string {
  const row = (label: string, s: Omit<Score, 'score'>, seconds: number | undefined, day: string) => {
    const took = seconds === undefined ? '' : `${Math.round(seconds / 60)} min`;
    return `| ${label} | ${s.killed} | ${s.survived} | ${s.noCoverage} | ${s.ignored} | ${s.proofData} | ${s.notCompiled} | **${percent(s)} %** | ${took} | ${day} |`;
  };
  const ran = scopes.filter((s) => measured[s.name]);
  const folders = [...new Set(ran.map((s) => s.folder))];
  return [
    '| folder | killed | survived | no test reaches | equivalent | proof data | do not compile | score | took | measured |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...folders.flatMap((folder) => {
      const parts = ran.filter((s) => s.folder === folder);
      const label = (s: MutationScope) =>
        s.name === folder && mutated(s).length > 1 ? `${folder} (${mutated(s).map(stem).join(', ')})` : s.name;
      const of = (s: MutationScope) => measured[s.name]!;
      if (parts.length === 1) return [row(label(parts[0]!), of(parts[0]!), of(parts[0]!).seconds, of(parts[0]!).measured)];
      const all = parts.map(of);
      const days = [...new Set(all.map((m) => m.measured))].sort();
      return [
        ...parts.map((s) => row(`&nbsp;&nbsp;${s.name === folder ? `${folder}/*.ts` : s.name}`, of(s), of(s).seconds, of(s).measured)),
        row(
          `${folder}, all`,
          summed(all),
          all.every((m) => m.seconds !== undefined) ? all.reduce((t, m) => t + m.seconds!, 0) : undefined,
          days.length === 1 ? days[0]! : `${days[0]} to ${days.at(-1)}`,
        ),
      ];
    }),
  ].join('\n');
}

const stem = (file: string) => file.slice(file.lastIndexOf('/') + 1, -3);
/** The patterns of the files a scope mutates, without those it leaves out (`!...`). */
const mutated = (scope: MutationScope) => scope.files.filter((file) => !file.startsWith('!'));

/** One line per mutant that counts against the score, and per equivalent one with its reason. */
export function survivorLines({ mutants }: ScopeResult): string[] {
  const where = (m: MutantResult) => `${m.fileName}:${m.location.start.line}:${m.location.start.column}`;
  return mutants.flatMap((m) => {
    if (m.status === 'Survived' || m.status === 'NoCoverage')
      return [`${m.status.toUpperCase()}  ${where(m)} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}`];
    if (m.status === 'Ignored' && !isProofData(m)) return [`EQUIVALENT  ${where(m)} ${m.mutatorName}: ${m.statusReason ?? ''}`];
    return [];
  });
}
