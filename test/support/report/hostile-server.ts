// Targets for the end-to-end report tests: the reference implementation made faulty AND hostile (its
// values try to run script in report.html), or made to echo the caller's credentials back.

import { startServer, COUPON, INQUIRY, type Defect, type TestServer } from '../cli/servers.js';

export const SCRIPT_PAYLOAD = '<script>window.__pwned=1</script>';
export const IMG_PAYLOAD = '<img src=x onerror="window.__pwned=1">';

function editJson(body: string, edit: (value: Record<string, unknown>) => void): string {
  const value = JSON.parse(body) as Record<string, unknown>;
  edit(value);
  return JSON.stringify(value);
}

/**
 * The fixture coupon breaks two MUST rules and a SHOULD rule with hostile values in what the report
 * quotes (a tag as discount type, a daily limit of 10,000, an undocumented field named like a tag),
 * the unknown-inquiry 404 answers with a hostile message, and every answer carries a hostile header.
 */
export const hostileDefect: Defect = (answer, request, dataset) => {
  answer.headers['X-Hostile'] = IMG_PAYLOAD;
  if (request.method === 'GET' && request.path === COUPON.path + dataset.fixtures.couponId && answer.status === 200) {
    answer.body = editJson(answer.body, (coupon) => {
      coupon['title'] = SCRIPT_PAYLOAD;
      const policy = (coupon['couponPolicies'] as Record<string, unknown>[])[0]!;
      policy['typeOfDiscount'] = SCRIPT_PAYLOAD;
      policy['maximumPerDaily'] = 10000;
      policy['description'] = IMG_PAYLOAD;
      // An undocumented field: a warning whose field path is itself hostile.
      coupon[IMG_PAYLOAD] = SCRIPT_PAYLOAD;
    });
    return true;
  }
  if (request.path.startsWith(INQUIRY.path) && answer.status === 404) {
    answer.body = editJson(answer.body, (body) => {
      if (body['message'] === 'Inquiry not found') body['message'] = `${IMG_PAYLOAD} ${SCRIPT_PAYLOAD}`;
    });
    return true;
  }
  return false;
};

export const startHostileServer = (): Promise<TestServer> => startServer(hostileDefect);

/** Every request header and the raw request line, echoed in a response header and in the body. */
export const echoCredentials: Defect = (answer, request) => {
  const echoed = Object.entries(request.headers)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('; ');
  answer.headers['X-Echo'] = echoed;
  answer.headers['Set-Cookie'] = `session=${String(request.headers['x-api-key'])}; Path=/`;
  answer.headers['WWW-Authenticate'] = `Bearer realm="${String(request.headers['authorization'])}"`;
  if (answer.headers['Content-Type']?.startsWith('application/json') || answer.headers['content-type']?.startsWith('application/json')) {
    try {
      answer.body = editJson(answer.body, (body) => {
        // Unknown fields (a warning) and, on error bodies, the message: both quoted by the report.
        body['echo'] = echoed;
        if (typeof body['message'] === 'string') body['message'] = `${body['message']} ${echoed}`;
      });
    } catch {
      answer.body += echoed;
    }
  } else {
    answer.body += echoed;
  }
  return true;
};

export const startEchoServer = (): Promise<TestServer> => startServer(echoCredentials);
