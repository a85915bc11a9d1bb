// vitestFloorMs: what vitest alone costs a cold process that runs one passing test (vitest-floor/), the
// part of categoriesRunMs and defaultRunMs that no work of the harness can remove while vitest is the runner.
import { fileURLToPath } from 'node:url';
import { median, runCommand } from './measure.js';

const program = fileURLToPath(new URL('vitest-floor/run-one-test.js', import.meta.url));

interface Phases {
  importMs: number;
  createMs: number;
  startMs: number;
  closeMs: number;
}

export interface VitestFloor extends Phases {
  /** Spawn to exit of the whole process. */
  ms: number;
  samplesMs: number[];
}

/** Median of `runs` cold processes, each phase's median on its own. */
export async function measureVitestFloor(runs: number): Promise<VitestFloor> {
  const samples: (Phases & { ms: number })[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await runCommand(process.execPath, [program]);
    // The program exits 0 only when vitest ran its one test and it passed: a floor of nothing run is no floor.
    if (run.code !== 0) throw new Error(`the vitest floor exited ${run.code}:\n${run.stdout}\n${run.stderr}`);
    samples.push({ ...(JSON.parse(run.stdout) as Phases), ms: run.ms });
  }
  const med = (pick: (s: Phases & { ms: number }) => number) => Math.round(median(samples.map(pick)));
  return {
    ms: med((s) => s.ms),
    importMs: med((s) => s.importMs),
    createMs: med((s) => s.createMs),
    startMs: med((s) => s.startMs),
    closeMs: med((s) => s.closeMs),
    samplesMs: samples.map((s) => Math.round(s.ms)),
  };
}
