// `proxy`: a forwarding proxy between a client under test and the marketplace (or a gateway, or a
// mock) that judges every exchange of the three operations as it completes, and writes the reports of
// a run on Ctrl-C / SIGTERM. For teams who have traffic, not a target (docs/traffic.md).
import { UsageError } from '../../config/usage-error.js';
import { parseBaseUrl } from '../../http/base-url.js';
import { EXIT } from '../../report/exit-codes.js';
import type { CliCommand, CliIo } from '../command.js';
import { booleanFlag, integerFlag, stringFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { finishReport } from '../finish-report.js';
import { listeningTls, TLS_HELP, TLS_OPTIONS, TLS_USAGE } from '../server-tls.js';

const USAGE = `proxy --target URL [--port N] [--host H] [--report-dir DIR] [--max-body-mb MIB] [--strict]\n       ${TLS_USAGE}`;

const HELP = `Usage: seller-api-conformance ${USAGE}

A forwarding HTTP proxy for a client under test: point the client at the proxy instead of the API.
Every request goes to --target and every answer back to the client unchanged (status, headers,
bytes, streamed as it comes; hop-by-hop headers such as Connection and Transfer-Encoding are each
connection's own, and Host names the target). Each exchange of the three operations is judged with
the judges of a run once the client has the whole answer, and every rule it fails is printed as it
happens. Ctrl-C or SIGTERM stops the proxy and writes the reports of a run: rules no exchange
exercised are skipped ("not in the proxied traffic").

Options:
  --target URL        where requests go: an origin plus an optional base path (required)
  --port N            the port to listen on (default 8080; 0 picks a free one)
  --host H            the address to listen on (default 127.0.0.1)
  --report-dir DIR    where the reports go (default reports)
  --max-body-mb MIB   bodies up to this size are judged (default 64); larger ones pass through and
                      are reported as not judged, so memory stays bounded
  --strict            failed SHOULD rules (warnings) fail the verdict
${TLS_HELP}

Credentials (Authorization, Proxy-Authorization, Cookie, Set-Cookie) are redacted in everything
printed and written. Not supported: CONNECT tunnels, Upgrade (WebSocket).

Exit codes as run: 0 conformant · 1 a MUST rule failed · 2 could not judge (no exchange of the
three operations went through, bad arguments, a port that cannot be listened on).
`;

const OPTIONS = {
  target: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'report-dir': { type: 'string' },
  'max-body-mb': { type: 'string' },
  strict: { type: 'boolean' },
  ...TLS_OPTIONS,
} as const;

function targetOf(value: string | undefined): URL {
  if (value === undefined || value === '') throw new UsageError(`proxy: --target URL is required (usage: ${USAGE})`);
  const target = parseBaseUrl(value);
  if ('problem' in target) throw new UsageError(`proxy: --target: ${target.problem}`);
  return new URL(value);
}

/** Resolves on the first SIGINT or SIGTERM; a second one exits at once, without reports. */
function firstSignal(io: CliIo): Promise<NodeJS.Signals> {
  const signals = ['SIGINT', 'SIGTERM'] as const;
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      io.stderr.write(`seller-api-conformance proxy: ${signal}: stopping; writing the reports (again to exit at once)\n`);
      for (const name of signals) process.off(name, onSignal);
      for (const name of signals)
        process.once(name, () => {
          io.stderr.write(`seller-api-conformance proxy: ${name} again: exiting now, without reports\n`);
          process.exit(EXIT.couldNotJudge);
        });
      resolve(signal);
    };
    for (const name of signals) process.on(name, onSignal);
  });
}

export const proxyCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, OPTIONS, true);
    if (positionals.length > 0) throw new UsageError(`proxy: unexpected argument "${positionals[0]}" (usage: ${USAGE})`);
    const target = targetOf(stringFlag(values.target));
    const port = integerFlag(values.port, 'port', 0, 65535) ?? 8080;
    const host = stringFlag(values.host) ?? '127.0.0.1';
    const reportDir = stringFlag(values['report-dir']) ?? 'reports';
    const maxBodyMb = integerFlag(values['max-body-mb'], 'max-body-mb', 1, 4096) ?? 64;
    const [{ prepareReportDir }, { startProxyThread }] = await Promise.all([
      import('../../report/report-folder.js'),
      import('../../proxy/proxy-thread.js'),
    ]);
    // Before the first exchange: a proxy that cannot keep its reports is not worth starting.
    await prepareReportDir(reportDir);
    const tls = await listeningTls('proxy', values, host);
    const stopped = firstSignal(io);
    const options = {
      target: target.href,
      host,
      port,
      maxBodyBytes: maxBodyMb * 1024 * 1024,
      strict: booleanFlag(values.strict),
      ...(tls ? { tls: tls.tls } : {}),
    };
    const proxy = await startProxyThread(options, (line) => io.stdout.write(line)).catch(async (error: NodeJS.ErrnoException) => {
      await tls?.remove();
      throw new UsageError(`proxy: cannot listen on ${host}:${port}: ${error.code ?? error.message}`);
    });
    const listening = `listening on ${proxy.url}, forwarding to ${target.href.replace(/\/$/, '')}`;
    io.stdout.write(`seller-api-conformance proxy: ${listening}; point the client at ${proxy.url}; Ctrl-C writes the reports\n`);
    if (tls) io.stdout.write(`seller-api-conformance proxy: ${tls.description}\n`);
    const failure = await Promise.race([stopped.then(() => undefined), proxy.failed]);
    await tls?.remove();
    if (failure) throw failure;
    const { record, counts } = await proxy.stop();
    const { judged, refused, askedFor, tooLarge, failed, other } = counts;
    const notJudged =
      `${refused} refused by the target or its gateway (401/403/429, not judged), ` +
      `${askedFor} asked for by the client (Prefer, not judged), ${tooLarge} over the body cap (not judged)`;
    io.stdout.write(
      `proxy: ${judged} exchanges of the three operations judged, ${notJudged}, ${failed} without a complete answer, ` +
        `${other} other requests (none of the three operations, not judged)\n`,
    );
    for (const shape of record.report.otherRequests ?? [])
      io.stdout.write(`  other: ${shape.method} ${shape.path} ×${shape.count}${shape.note ? `: ${shape.note}` : ''}\n`);
    return finishReport(record, reportDir, io);
  },
};
