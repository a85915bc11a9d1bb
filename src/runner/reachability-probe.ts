// The reachability probe: one GET / before the suites, so that a target that is not there is reported as such
// at once, not as every rule failing. It is sent from the suites' thread (src/suites/suite-worker.ts), which
// has the HTTP client loaded by the time the main thread has planned: the main thread sends nothing and never
// loads undici for a run, and the probe goes while the thread still loads the suites.
import {
  createHttpClient,
  createReplayClient,
  NotInRecording,
  TransportError,
  type Exchange,
  type HttpClientOptions,
  type Recording,
} from '../http/index.js';
import { forTheRecord } from '../report/recorded-exchange.js';
import type { UnansweredRequest } from '../report/test-meta.js';

/** What the probe left: why the target cannot be judged, if so, and its request for exchanges.har. */
export interface ReachabilityProbe {
  unreachable?: string;
  exchange?: Exchange;
  unanswered?: UnansweredRequest;
  notSent?: UnansweredRequest;
}

/** The name the probe is recorded under, as a test's requests are under the test's. */
const REACHABILITY_PROBE = 'reachability probe';

/**
 * A complete answer of any kind proves the target is there; only transport failures stop the run early. `http`
 * is the run's client settings, its whole cap and no retry of a 429; `replay` answers it from a recording.
 * @throws NotInRecording when the recording has no answer for it
 */
export async function probeReachability(http: HttpClientOptions, replay?: Recording): Promise<ReachabilityProbe> {
  const client = replay ? createReplayClient(replay) : createHttpClient(http);
  const startedAt = new Date().toISOString();
  const sentBy = () => ({ test: REACHABILITY_PROBE, index: 0, attempts: client.requestsSent });
  try {
    const exchange = await client.send({ method: 'GET', path: '/', test: REACHABILITY_PROBE });
    return { exchange: { ...forTheRecord(exchange), sentBy: sentBy() } };
  } catch (error) {
    if (error instanceof NotInRecording) throw error;
    if (!(error instanceof TransportError)) return {};
    const item = { request: error.request, error: error.message, code: error.code, sentBy: sentBy(), startedAt };
    return {
      ...(error.code !== 'blocked' ? { unreachable: error.message } : {}),
      ...(error.sent ? { unanswered: item } : { notSent: item }),
    };
  } finally {
    await client.close();
  }
}
