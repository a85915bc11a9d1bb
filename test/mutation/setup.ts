// Under mutation a property runs 25 cases instead of its usual 100 to 300 (fast-check's global default,
// and FC_NUM_RUNS for the judges' properties, which name their own): a mutant a property can kill is
// nearly always killed within the first cases, and the recorded score is then what the faster run
// killed, never more than the full tests would.
import fc from 'fast-check';

fc.configureGlobal({ numRuns: 25 });
process.env.FC_NUM_RUNS ??= '25';
