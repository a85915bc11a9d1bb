// The parts of vitest a run uses besides the suites' own 'vitest': @vitest/runner and @vitest/utils, taken
// as vitest itself resolves them, so that a run gets the very modules vitest's entry does (the collector
// that describe and test register with is a module's own state). Never vitest/node, never vite.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as VitestRunnerModule from '@vitest/runner';
import type * as VitestErrorsModule from '@vitest/utils/error';

const fromVitest = createRequire(createRequire(import.meta.url).resolve('vitest/package.json'));
const load = <T>(specifier: string) => import(pathToFileURL(fromVitest.resolve(specifier)).href) as Promise<T>;

/** The name vitest keeps its worker state under; its `inject` reads `providedContext` there. */
export const WORKER_STATE = '__vitest_worker__';

export const loadVitestRunner = () => load<typeof VitestRunnerModule>('@vitest/runner');
/** vitest's serialisation of errors (processError for a test's, serializeError for an unhandled one). */
export const loadVitestErrors = () => load<typeof VitestErrorsModule>('@vitest/utils/error');
