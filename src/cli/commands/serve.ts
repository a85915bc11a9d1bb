// `serve`: the embedded reference implementation standalone, a realistic mock for client developers.
// It runs until SIGINT or SIGTERM, then closes its connections and exits 0.
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../operations.js';
import { UsageError } from '../../config/usage-error.js';
import { writeFile } from 'node:fs/promises';

import {
  buildDataset,
  DEFAULT_SEED,
  FORMS,
  MAX_DELAY_MS,
  MAX_RETRY_AFTER_S,
  MOCK_PATHS,
  NAMED_ANSWERS,
  PREFERRED_CODES,
  startReferenceServer,
  type Forms,
  type Dataset,
  type JournalEntry,
  type ReferenceKey,
  type ReferenceServer,
} from '../../reference/index.js';
import { FAULTS, faultsNamed, strictOf } from '../../rules/faults.js';
import type { CliCommand, CliIo } from '../command.js';
import { faultRows, faultTable } from '../fault-list.js';
import { booleanFlag, integerFlag, stringFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { listeningTls, TLS_FAULT_TEXTS, TLS_HELP, TLS_OPTIONS, TLS_USAGE, type ListeningTls } from '../server-tls.js';
import type { TlsFault } from '../../http/made-certificate.js';
import type { ServerTls } from '../../http/listener.js';
import { journalHar } from '../../reference/journal-har.js';
import { keysOf } from '../serve-keys.js';
import { readPrefer } from '../../reference/prefer.js';

const HELP = `Usage: seller-api-conformance serve [--port N] [--host H] [--seed N] [--forms F] [--v4]
                                    [--access-key K --secret-key S]... | [--keys FILE]
                                    [--fault ID]... [--prefer VALUE] [--quiet] [--journal FILE]
                                    ${TLS_USAGE} [--tls-fault ${Object.keys(TLS_FAULT_TEXTS).join('|')}]
       seller-api-conformance serve --list-faults

Starts the embedded reference implementation of the three operations, prints its base URL, the
operation URLs and the ids of its fixtures, and serves until Ctrl-C (SIGINT) or SIGTERM.

Options:
  --port N   port to listen on (default 0: a free port, printed)
  --host H   address to listen on (default 127.0.0.1; 0.0.0.0 to be reachable from other machines)
  --seed N   seed of the generated dataset (default ${DEFAULT_SEED}); the same seed gives the same answers
  --access-key K --secret-key S
             verify the marketplace gateway's HMAC signature on every request, like the real gateway:
             an unsigned or badly signed request gets its 401 (default: no verification). Repeat the
             pair for several callers, each a vendor: the first owns the fixture inquiry, the second the
             other vendor's, any further one no inquiry
  --keys FILE
             the same from a JSON file, the secrets off the command line:
             [{"accessKey": "K", "secretKey": "S", "vendorId": "A00012345"}] (vendorId optional: by order)
  --v4       answer the v4 inquiry path (.../v4/vendors/{vendorId}/callCenterInquiries/{id}) as the v5 one,
             for clients still on it (default: a 404 that names the v5 path)
  --forms F  the forms of the answers: reference (default: one spelling, always the same), official
             (the official samples' and production records': maximumPerDay, a numeric parentAnswerId,
             the accepted nulls, the Korean 404 wording) or any (every form the decisions accept, drawn
             per answer from the seed)
  --fault ID serve with that fault (repeatable): the reference with one defect, which "run" fails by one
             named rule (proven by the harness's kill matrix); a faulty answer keeps the reference's forms
  --list-faults
             list the ${FAULTS.length} faults (id, the rule each breaks, the defect) and exit; also "rules --faults"
  --prefer VALUE
             a Prefer value for every request that asks for nothing itself and matches nothing queued
  --quiet    no line per request on the terminal (by default: the time in UTC, method, path, status,
             milliseconds, and the preference or fault applied)
  --journal FILE
             write the requests received as HAR 1.2 to FILE on stop (credentials hidden, no bodies)
${TLS_HELP}
  --tls-fault KIND
             HTTPS (as --tls) with a certificate a correct client must refuse though it trusts the CA printed:
${Object.entries(TLS_FAULT_TEXTS)
  .map(([kind, what]) => `             ${kind}: ${what}`)
  .join('\n')}

Answers on demand, per request, with the Prefer header (several at once, comma-separated):
  code=N     N one of ${PREFERRED_CODES.join(', ')}: that documented answer, for any id
${Object.entries(NAMED_ANSWERS)
  .map(([name, what]) => `  answer=${name}`.padEnd(29) + what)
  .join('\n')}
  delay=MS   the answer MS milliseconds late (0 to ${MAX_DELAY_MS}), as a client sees it with no gateway between
  retry-after=SECONDS
             the Retry-After header of a 429 or 503 answer (0 to ${MAX_RETRY_AFTER_S})
  fault=ID   the usual answer through that fault (one per request), as with --fault
Any other preference gets the mock's own 400 (text/plain) naming these; see docs/clients.md.
A request's own Prefer comes first, then what is queued (below), then --prefer.

The mock's own paths (JSON; never signed, queued or journaled; no path of the API starts with /__mock/):
${Object.entries(MOCK_PATHS)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, what]) => `  ${method} ${path}`.padEnd(26) + what))
  .join('\n')}

It judges itself conformant: "run --base-url <its URL>" with the fixture ids it prints.
`;

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  'access-key': { type: 'string', multiple: true },
  'secret-key': { type: 'string', multiple: true },
  keys: { type: 'string' },
  v4: { type: 'boolean' },
  forms: { type: 'string' },
  fault: { type: 'string', multiple: true },
  'list-faults': { type: 'boolean' },
  prefer: { type: 'string' },
  quiet: { type: 'boolean' },
  journal: { type: 'string' },
  'tls-fault': { type: 'string' },
  ...TLS_OPTIONS,
} as const;

interface ServeOptions {
  host: string;
  port: number;
  seed: number;
  keys?: ReferenceKey[];
  forms: Forms;
  faults: string[];
  tls?: ServerTls;
  prefer?: string;
  onRequest?: (entry: JournalEntry) => void;
  v4?: boolean;
}

function formsOf(value: string | undefined): Forms {
  if (value === undefined) return 'reference';
  const forms = FORMS.find((known) => known === value);
  if (!forms) throw new UsageError(`serve: --forms ${value}: expected one of ${FORMS.join(', ')}`);
  return forms;
}

/** Each key's line: its vendor, and which fixture inquiry is that vendor's. */
function keyLines(keys: readonly ReferenceKey[], vendors: Pick<Dataset, 'defaultVendorId' | 'otherVendorId' | 'fixtures'>): string[] {
  const inquiryOf = (vendorId: string | undefined) =>
    vendorId === vendors.defaultVendorId
      ? `the inquiry ${vendors.fixtures.inquiryId} is theirs`
      : vendorId === vendors.otherVendorId
        ? `the inquiry ${vendors.fixtures.foreignInquiryId} is theirs`
        : 'no inquiry is theirs';
  return keys.map((key) => `  access key ${key.accessKey}: vendor ${key.vendorId ?? vendors.defaultVendorId}, ${inquiryOf(key.vendorId)}`);
}

function describeServer(server: ReferenceServer, options: ServeOptions, tls: ListeningTls | undefined, dataset: Dataset): string {
  const { baseUrl, fixtures } = server;
  const trusting = tls?.caFile === undefined ? '' : ` --ca-file ${tls.caFile}`;
  const accessKey = options.keys?.[0]?.accessKey;
  // The secret is never printed: the run line names the variable that carries it.
  const signing = accessKey === undefined ? '' : ` --access-key ${accessKey}   (with SAC_SECRET_KEY set to the secret key)`;
  return [
    `seller-api-conformance reference server (seed ${options.seed}) listening on ${baseUrl}`,
    ...(options.forms === 'reference' ? [] : [`answers in the ${options.forms} forms`]),
    ...faultsNamed(options.faults).map(
      (fault) => `with the fault ${fault.id}: ${fault.defect} ("run" fails ${fault.catches}${strictOf(fault) ? ' with --strict' : ''})`,
    ),
    ...(tls ? [tls.description] : []),
    ...(options.keys === undefined
      ? []
      : options.keys.length === 1
        ? [`requests must be signed (HMAC, access key ${accessKey}); others get the gateway's 401`]
        : [
            `requests must be signed (HMAC, one of ${options.keys.length} access keys); others get the gateway's 401`,
            ...keyLines(options.keys, dataset),
          ]),
    ...(options.v4 ? [`the v4 inquiry path is answered as the v5 one (--v4)`] : []),
    `  GET ${baseUrl}${pathFor(COUPON, fixtures.couponId)}`,
    `  GET ${baseUrl}${CATEGORIES.path}`,
    `  GET ${baseUrl}${pathFor(INQUIRY, fixtures.inquiryId)}`,
    `fixtures: coupon id ${fixtures.couponId}, inquiry id ${fixtures.inquiryId}, another vendor's inquiry id ${fixtures.foreignInquiryId}`,
    `answers told in advance: POST ${baseUrl}/__mock/prefer; what it received: GET ${baseUrl}/__mock/requests (serve --help)`,
    `judge it: seller-api-conformance run --base-url ${baseUrl} --coupon-id ${fixtures.couponId} ` +
      `--inquiry-id ${fixtures.inquiryId} --foreign-inquiry-id ${fixtures.foreignInquiryId}${trusting}${signing}`,
    'Stop with Ctrl-C.',
    '',
  ].join('\n');
}

function tlsFaultOf(value: string | undefined): TlsFault | undefined {
  if (value === undefined) return undefined;
  const kinds = Object.keys(TLS_FAULT_TEXTS) as TlsFault[];
  const kind = kinds.find((known) => known === value);
  if (!kind) throw new UsageError(`serve: --tls-fault ${value}: expected one of ${kinds.join(', ')}`);
  return kind;
}

/** The default preference, read as a request's would be: a problem is a usage error before listening. */
function preferOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const reading = readPrefer(value);
  if ('problem' in reading) throw new UsageError(`serve: --prefer ${value}: ${reading.problem}`);
  return value;
}

/** The terminal's line of one request: `10:20:30.123 GET /v2/... 429 2 ms  Prefer: code=429 (queued, 1 of 2)`. */
function requestLine(entry: JournalEntry): string {
  const target = `${entry.path}${entry.query === '' ? '' : `?${entry.query}`}`;
  const status = entry.status === 0 ? 'no answer' : String(entry.status);
  const notes = [...(entry.signature === 'refused' ? ['signature refused'] : []), ...(entry.applied ? [entry.applied] : [])];
  const noted = notes.length > 0 ? `  ${notes.join('; ')}` : '';
  return `${entry.time.slice(11, 23)} ${entry.method} ${target} ${status} ${entry.ms} ms${noted}\n`;
}

/** Writes the journal's HAR; at start too, so that a FILE that cannot be written is told before anything is served. */
async function writeJournal(file: string, server: Pick<ReferenceServer, 'baseUrl' | 'mock'>): Promise<void> {
  try {
    await writeFile(file, journalHar(server.baseUrl, server.mock.requests(), server.mock.dropped()));
  } catch (error) {
    throw new UsageError(
      `serve: --journal ${file}: cannot write it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

/** Resolves with the first of SIGINT / SIGTERM; the handlers are removed so the process can end. */
function firstStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function start(options: ServeOptions): Promise<ReferenceServer> {
  try {
    return await startReferenceServer(options);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const reason =
      code === 'EADDRINUSE'
        ? `port ${options.port} is in use`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND'
          ? `no such local address ${options.host}`
          : code === 'EACCES'
            ? `not allowed to listen on port ${options.port}`
            : message;
    throw new UsageError(`serve: cannot listen on ${options.host}:${options.port}: ${reason}`);
  }
}

export const serveCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io: CliIo) {
    const { values } = parseOrExplain(args, OPTIONS);
    if (booleanFlag(values['list-faults'])) {
      io.stdout.write(faultTable(faultRows()));
      return 0;
    }
    const seed = integerFlag(values.seed, 'seed', 0, Number.MAX_SAFE_INTEGER) ?? DEFAULT_SEED;
    const strings = (value: unknown) => [value ?? []].flat().filter((item): item is string => typeof item === 'string');
    const dataset = buildDataset(seed);
    const keys = keysOf(strings(values['access-key']), strings(values['secret-key']), stringFlag(values.keys), dataset);
    const options: ServeOptions = {
      host: stringFlag(values.host) ?? '127.0.0.1',
      port: integerFlag(values.port, 'port', 0, 65_535) ?? 0,
      seed,
      ...(keys ? { keys } : {}),
      forms: formsOf(stringFlag(values.forms)),
      faults: strings(values.fault),
      ...(booleanFlag(values.v4) ? { v4: true } : {}),
    };
    const prefer = preferOf(stringFlag(values.prefer));
    if (prefer !== undefined) options.prefer = prefer;
    if (!booleanFlag(values.quiet)) options.onRequest = (entry) => io.stdout.write(requestLine(entry));
    const journalFile = stringFlag(values.journal);
    // Before listening: a mistyped id is a usage error naming the ids it may have meant.
    faultsNamed(options.faults, 'serve: --fault');
    const tls = await listeningTls('serve', values, options.host, tlsFaultOf(stringFlag(values['tls-fault'])));
    if (tls) options.tls = tls.tls;
    // Handlers first: a signal that arrives while the server starts still ends in a clean close.
    const stopped = firstStopSignal();
    const server = await start(options).catch(async (error: unknown) => {
      await tls?.remove();
      throw error;
    });
    if (journalFile !== undefined) {
      try {
        await writeJournal(journalFile, server);
      } catch (error) {
        await server.close();
        await tls?.remove();
        throw error;
      }
    }
    io.stdout.write(describeServer(server, options, tls, dataset));
    const signal = await stopped;
    await server.close();
    await tls?.remove();
    if (journalFile !== undefined) {
      await writeJournal(journalFile, server);
      io.stdout.write(`journal: ${server.mock.requests().length} requests written to ${journalFile} (HAR)\n`);
    }
    io.stdout.write(`reference server stopped (${signal})\n`);
    return 0;
  },
};
