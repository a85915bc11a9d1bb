// `run`: judge an implementation (the embedded reference when no --base-url) and write the reports.
// Only what --help needs is imported here; option checking, then the run's own modules (vitest, the HTTP
// client, the judges, the renderers), load when it runs.
import { toolVersion } from '../../package-info.js';
import { WATCH_OPTIONS, type RunOptions } from '../../config/options.js';
import type { CliCommand } from '../command.js';
import { helpText } from '../help.js';
import { parseRunArgs } from '../parse-args.js';

const KIND_TEXT = { embedded: 'the embedded reference', loopback: 'a loopback target', remote: 'a remote target' } as const;

/** `--plan`: what the run would send; the embedded reference is not even started. */
async function planText(options: RunOptions): Promise<string> {
  const [
    { renderPlan },
    { buildDataset },
    { planRun, userFixtures },
    { politenessOf, targetKind },
    { readExpectedFailures },
    { headersLine },
  ] = await Promise.all([
    import('../../plan/render-plan.js'),
    import('../../reference/index.js'),
    import('../../runner/plan-run.js'),
    import('../../runner/target-kind.js'),
    import('../../config/expected-failures.js'),
    import('../../config/headers.js'),
  ]);
  // Every option is checked, as a run would, though nothing is sent.
  if (options.expectedFailures !== undefined) readExpectedFailures(options.expectedFailures);
  const kind = targetKind(options);
  const fixtures = kind === 'embedded' ? { ...buildDataset().fixtures, ...userFixtures(options) } : userFixtures(options);
  const plan = planRun(options, kind, fixtures);
  const text = renderPlan(plan, {
    target: options.baseUrl ?? 'the embedded reference',
    kind: KIND_TEXT[kind],
    ratePerSecond: politenessOf(options, kind).ratePerSecond,
  });
  const headers = headersLine(options);
  return headers ? `${text}${headers}\n` : text;
}

export const runCommand: CliCommand = {
  help: () => helpText(toolVersion),
  async execute(args, io) {
    const { resolveOptions } = await import('../../config/resolve.js');
    const flags = parseRunArgs(args);
    const options = resolveOptions(flags, io.env);
    // Watch mode, or a watch option typed without it (a usage error there); src/cli/watch/.
    if (options.watch || WATCH_OPTIONS.some((key) => flags[key] !== undefined))
      return (await import('../watch/session.js')).watchSession(options, flags, io);
    if (options.plan) {
      io.stdout.write(await planText(options));
      return 0;
    }
    // The suites' thread first: it loads them on the other core while this one loads the run's modules.
    const thread = new (await import('../../runner/suite-thread.js')).SuiteThread();
    try {
      const [{ prepareReportDir }, { RunStop, stopOnSignals }, { runConformance }, { finishReport }, { liveProgressFor }] =
        await Promise.all([
          import('../../report/report-folder.js'),
          import('../../runner/interrupt.js'),
          import('../../runner/run.js'),
          import('../finish-report.js'),
          import('../../report/live-progress.js'),
        ]);
      // Before the first request: a run that cannot keep its reports is not worth starting.
      await prepareReportDir(options.reportDir);
      // Ctrl-C / SIGTERM stop the run, which still reports what was judged (src/runner/interrupt.ts).
      const stop = new RunStop();
      // Requests sent, the rate and the time left: a live line in a terminal, a line every 10 s in a log.
      const progress = liveProgressFor(io.stdout, io.stderr, io.env);
      const removeSignalHandlers = stopOnSignals(stop, progress.above(io.stderr));
      try {
        const outcome = await runConformance(options, progress.above(io.stdout), stop, thread, progress);
        const finish = { harnessFaults: outcome.harnessFaults, stepSummary: true, verify: options.verify };
        return await finishReport(outcome, options.reportDir, io, finish);
      } finally {
        removeSignalHandlers();
      }
    } finally {
      // A run that never started (its report folder unusable) leaves no thread behind.
      await thread.dispose();
    }
  },
};
