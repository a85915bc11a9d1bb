// `npx vitest run suites/`: the conformance suites run by vitest itself, with its own UI, against the
// embedded reference (the same built files a run hands to @vitest/runner in its thread). This global set-up
// does what src/runner/run.ts does before the suites start: it starts the reference, plans the run with the
// CLI's defaults, and provides the suites what they `inject('target')`.
import type { TestProject } from 'vitest/node';
import { resolveOptions } from '../../../src/config/resolve.js';
import { startReferenceServer } from '../../../src/reference/index.js';
import { planRun } from '../../../src/runner/plan-run.js';
import { targetContext } from '../../../src/runner/target-context.js';

/** The seed of the run: SAC_SEED, or the reference's own answers judged the same way every time. */
const SEED = Number(process.env['SAC_SEED'] ?? 1);

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const reference = await startReferenceServer();
  const options = resolveOptions({ seed: SEED }, {});
  const plan = planRun(options, 'embedded', reference.fixtures);
  project.provide('target', targetContext(options, reference.baseUrl, 'embedded', reference.fixtures, plan, SEED));
  return () => reference.close();
}
