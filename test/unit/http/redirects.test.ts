// Which redirects the client follows and with which method (docs/robustness.md "Redirects": 301, 302,
// 303, 307 and 308 within the origin under test; a 303, and a 301/302 after a POST, with GET). The
// statuses are literals here, never read from the code they check. How the client follows them hop by
// hop is test/e2e/robustness/redirects.test.ts.
import { describe, expect, it } from 'vitest';
import { sameOriginRedirect } from '../../../src/http/redirects.js';

const origin = 'http://127.0.0.1:8080';
const get = { method: 'GET', path: '/a?q=1' };

describe('sameOriginRedirect', () => {
  it.each([301, 302, 303, 307, 308])('follows a %i within the origin, to the path and query of its Location', (status) => {
    expect(sameOriginRedirect(get, status, '/b?q=2', origin)).toEqual({ method: 'GET', path: '/b?q=2' });
  });

  it('resolves a relative Location against the current path, and an absolute one of the same origin', () => {
    expect(sameOriginRedirect({ method: 'GET', path: '/coupons/1' }, 302, '2', origin)).toEqual({ method: 'GET', path: '/coupons/2' });
    expect(sameOriginRedirect(get, 302, `${origin}/c`, origin)).toEqual({ method: 'GET', path: '/c' });
  });

  it.each([300, 304, 305, 306, 200, 404])('leaves a %i with a Location as it is', (status) => {
    expect(sameOriginRedirect(get, status, '/b', origin)).toBeUndefined();
  });

  it('leaves a 3xx without Location, or with an unusable one, as it is', () => {
    expect(sameOriginRedirect(get, 302, undefined, origin)).toBeUndefined();
    expect(sameOriginRedirect(get, 302, 'http://[::1', origin)).toBeUndefined();
  });

  it.each([
    { what: 'another host', location: 'http://example.invalid/x' },
    { what: 'another scheme', location: 'https://127.0.0.1:8080/x' },
    { what: 'another port', location: 'http://127.0.0.1:8081/x' },
    { what: 'another name of the same machine', location: 'http://localhost:8080/x' },
    { what: 'a protocol-relative location', location: '//example.invalid/x' },
  ])('treats $what as another origin, and does not follow it', ({ location }) => {
    expect(sameOriginRedirect(get, 301, location, origin)).toBeUndefined();
  });

  it('does not read a request path starting with "//" as another host when resolving a relative Location', () => {
    expect(sameOriginRedirect({ method: 'GET', path: '//evil/a' }, 302, 'b', origin)).toEqual({ method: 'GET', path: '//evil/b' });
  });
});

describe('the method after a redirect', () => {
  it.each([
    // 303: GET, whatever was sent, except HEAD (RFC 9110 15.4.4).
    { status: 303, from: 'POST', to: 'GET' },
    { status: 303, from: 'PUT', to: 'GET' },
    { status: 303, from: 'delete', to: 'GET' },
    { status: 303, from: 'GET', to: 'GET' },
    { status: 303, from: 'HEAD', to: 'HEAD' },
    { status: 303, from: 'head', to: 'head' },
    // 301 and 302: a POST becomes a GET, as user agents do; any other method is kept.
    { status: 301, from: 'POST', to: 'GET' },
    { status: 301, from: 'post', to: 'GET' },
    { status: 301, from: 'DELETE', to: 'DELETE' },
    { status: 301, from: 'HEAD', to: 'HEAD' },
    { status: 302, from: 'POST', to: 'GET' },
    { status: 302, from: 'PUT', to: 'PUT' },
    // 307 and 308 keep the method.
    { status: 307, from: 'POST', to: 'POST' },
    { status: 307, from: 'HEAD', to: 'HEAD' },
    { status: 308, from: 'POST', to: 'POST' },
    { status: 308, from: 'put', to: 'put' },
  ])('after a $status, $from is followed with $to', ({ status, from, to }) => {
    expect(sameOriginRedirect({ method: from, path: '/a' }, status, '/b', origin)).toEqual({ method: to, path: '/b' });
  });
});
