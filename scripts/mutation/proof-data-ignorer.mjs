// A StrykerJS ignorer: a rule's faults and examples (src/rules/example.ts, fault.ts) are its proof, data that its
// own suites judge (test/unit/rules/faults.test.ts, examples.test.ts, the kill matrix), not code that decides a
// verdict. A mutant of one (a discount of 150 made 0) is another fault or example, not a defect the tests should
// notice, so it is set aside with this reason and counted apart (scripts/mutation/scores.ts).
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const PROOF_DATA = "proof data: a rule's faults and examples, judged by their own suites";
const PROOF_KEYS = new Set(['faults', 'examples']);

const isDefineRule = (path) => path?.isCallExpression() && path.node.callee.type === 'Identifier' && path.node.callee.name === 'defineRule';

class ProofDataIgnorer {
  shouldIgnore(path) {
    const property = path.findParent(
      (candidate) =>
        candidate.isObjectProperty() &&
        candidate.node.key.type === 'Identifier' &&
        PROOF_KEYS.has(candidate.node.key.name) &&
        isDefineRule(candidate.parentPath?.parentPath),
    );
    return property ? PROOF_DATA : undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'proof-data', ProofDataIgnorer)];
