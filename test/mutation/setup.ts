// Under mutation a property runs 25 cases instead of fast-check's 100 (a property that names its own
// numRuns keeps it): a mutant a property can kill is nearly always killed within the first cases, and
// the recorded score is then what the faster run killed, never more than the full tests would.
import fc from 'fast-check';

fc.configureGlobal({ numRuns: 25 });
