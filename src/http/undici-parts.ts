// The parts of undici the client uses, loaded alone. undici's entry (index.js) loads all of it: fetch,
// WebSocket, EventSource, the caches, the mocks, and Node's own bundled undici with them, about 110 files,
// 1.2 MB of JavaScript and 50 ms of CPU in the suites' thread before its first request (docs/performance.md,
// "Where a run's time goes"). These are the very files the entry requires, so they are the classes it exports
// (an error the agent throws is an instance of the entry's `errors`): test/unit/http/undici-parts.test.ts
// checks that, and test/e2e/suites-thread-loads.test.ts that the client sends without loading the entry.
import { createRequire } from 'node:module';
import type * as Undici from 'undici';

const require = createRequire(import.meta.url);

// What the entry does before anything sends: a dispatcher's request(), stream(), ... come from lib/api.
const dispatcher = require('undici/lib/dispatcher/dispatcher.js') as { prototype: object };
Object.assign(dispatcher.prototype, require('undici/lib/api/index.js'));

export const Agent = require('undici/lib/dispatcher/agent.js') as typeof Undici.Agent;
export const buildConnector = require('undici/lib/core/connect.js') as typeof Undici.buildConnector;
export const errors = require('undici/lib/core/errors.js') as typeof Undici.errors;
export const retryInterceptor = require('undici/lib/interceptor/retry.js') as typeof Undici.interceptors.retry;
