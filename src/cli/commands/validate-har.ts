// `validate --har FILE`: recorded traffic judged as a run judges its own exchanges (src/traffic/).
import { UsageError } from '../../config/usage-error.js';
import type { CliIo } from '../command.js';
import { readInput, sourceName } from '../read-input.js';
import { finishReport } from '../finish-report.js';

/** Entries listed one by one before the rest are only counted. */
const MAX_LISTED = 20;

interface HarFlags {
  source: string;
  reportDir?: string;
  strict: boolean;
  json: boolean;
}

function parseHar(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`validate --har: ${sourceName(source)} is not JSON (${(error as Error).message})`);
  }
}

export async function validateHar(flags: HarFlags, io: CliIo): Promise<number> {
  const har = parseHar(await readInput('validate --har', flags.source, io.stdin), flags.source);
  const [{ judgeHarEntries }, { NotAHarError }, { prepareReportDir }] = await Promise.all([
    import('../../traffic/judge-har.js'),
    import('../../traffic/har-entries.js'),
    import('../../report/report-folder.js'),
  ]);
  if (flags.reportDir !== undefined) await prepareReportDir(flags.reportDir);
  let judged;
  try {
    judged = judgeHarEntries(har, { strict: flags.strict });
  } catch (error) {
    if (error instanceof NotAHarError) throw new UsageError(`validate --har: ${sourceName(flags.source)}: ${error.message}`);
    throw error;
  }
  const { entries } = judged;
  const count = (outcome: string) => entries.filter((entry) => entry.outcome === outcome).length;
  const noteworthy = entries.filter((entry) => entry.outcome !== 'judged' || entry.notes.length > 0);
  const lines = [
    `validate --har: ${sourceName(flags.source)}: ${entries.length} entries: ${count('judged')} judged, ` +
      `${count('refused')} refused by the target or its gateway (401/403/429, not judged), ` +
      `${count('asked for')} asked for by the client (Prefer, not judged), ${count('not an operation')} not an operation ` +
      `of the API, ${count('no response')} without a response, ${count('unreadable')} unreadable`,
    ...noteworthy.slice(0, MAX_LISTED).map((entry) => {
      const what =
        entry.outcome === 'judged'
          ? `judged as "${entry.judgedAs}"`
          : entry.outcome === 'refused' || entry.outcome === 'asked for'
            ? 'not judged'
            : entry.outcome;
      const notes = entry.notes.length > 0 ? `: ${entry.notes.join('; ')}` : '';
      return `  entry ${entry.index}: ${entry.method} ${entry.url} ${what}${notes}`;
    }),
    ...(noteworthy.length > MAX_LISTED ? [`  ... and ${noteworthy.length - MAX_LISTED} more entries not judged or judged in part`] : []),
    '',
  ];
  // --json: standard output is conformance.json alone, for scripts; everything else goes to stderr.
  const say = flags.json ? io.stderr : io.stdout;
  say.write(lines.join('\n'));
  if (flags.json) {
    const { renderJson } = await import('../../report/render-json.js');
    io.stdout.write(renderJson(judged.report));
  }
  return finishReport(judged, flags.reportDir, io, { summaryTo: say });
}
