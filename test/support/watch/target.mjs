// A target for the watch tests, in a process of its own so that a test can stop it and start another on
// the same port (the implementation restarted): the reference implementation (dist/), with the fault that
// the file given names, read at each request. A test changes the implementation's behaviour by writing that
// file in the watched folder, as a developer saves a source.
//   node target.mjs PORT FAULT_FILE      prints "listening on PORT" once it listens (PORT 0: a free one)
//   node target.mjs PORT FAULT_FILE MS   also restarts as `node --watch` does when FAULT_FILE changes: stops
//                                        listening for MS ms, then listens again; at each start it appends a
//                                        line to server.log beside FAULT_FILE, as servers log
import { appendFileSync, readFileSync, watch } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout } from 'node:timers';
import { createServer } from 'node:http';
import { CATEGORIES } from '../../../dist/operations.js';
import { buildDataset, createReferenceHandler, respond } from '../../../dist/reference/index.js';

const [port, faultFile, restartMs] = process.argv.slice(2);

/** The faults a test can name, each a change of the category list's answer. */
const FAULTS = {
  // A 500 in place of the tree: the no-server-error rule and the status gate fail, the body's rules are not judged.
  'server-error': (answer) => ({ ...answer, status: 500 }),
  // The tree sent as text/plain: only the content-type rule fails.
  'text-plain': (answer) => ({ ...answer, headers: { ...answer.headers, 'Content-Type': 'text/plain' } }),
};
/** The fault "slow": every answer of the category list right, but this late (a run long enough to press keys during it). */
const SLOW_MS = 1500;

const faultName = () => {
  try {
    return readFileSync(faultFile, 'utf8').trim();
  } catch {
    return ''; // no file: no fault
  }
};

const handler = createReferenceHandler(buildDataset(), (dataset, request, vendorId) => {
  const answer = respond(dataset, request, vendorId);
  const fault = request.path === CATEGORIES.path ? FAULTS[faultName()] : undefined;
  return fault ? fault(answer) : answer;
});
const server = createServer((req, res) => {
  if (req.url?.startsWith(CATEGORIES.path) && faultName() === 'slow') setTimeout(() => handler(req, res), SLOW_MS);
  else handler(req, res);
});
const listen = (at) =>
  server.listen(at, '127.0.0.1', () => {
    if (restartMs) appendFileSync(join(dirname(faultFile), 'server.log'), `listening on ${server.address().port}\n`);
    process.stdout.write(`listening on ${server.address().port}\n`);
  });
listen(Number(port));

if (restartMs) {
  let restarting = false;
  // What the file held at the last restart: one save restarts the server once, however many events it
  // makes and however late a loaded machine delivers them (a second restart read as a target going down).
  let restartedFor = faultName();
  watch(dirname(faultFile), (_event, name) => {
    if (name !== basename(faultFile) || restarting || faultName() === restartedFor) return;
    restartedFor = faultName();
    restarting = true;
    const at = server.address().port;
    server.close();
    server.closeAllConnections();
    setTimeout(() => {
      restarting = false;
      listen(at);
    }, Number(restartMs));
  });
}
process.on('SIGTERM', () => process.exit(0));
