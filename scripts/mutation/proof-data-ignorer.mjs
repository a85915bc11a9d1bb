// A StrykerJS ignorer: a rule's faults and examples (src/rules/example.ts, fault.ts) are its proof, data that its
// own suites judge (test/unit/rules/faults.test.ts, examples.test.ts, the kill matrix), not code that decides a
// verdict. A mutant of one (a discount of 150 made 0) is another fault or example, not a defect the tests should
// notice, so it is set aside with this reason and counted apart (scripts/mutation/scores.ts).
//
// Proof data is known by what it is, wherever a family keeps it:
// - the `faults` and `examples` of a `defineRule` call;
// - in the catalogue (src/rules/catalogue), what is given to a builder of proof (a function of answer-changes.ts
//   or example.ts: a change to an answer, an example), and a value declared as one (typed Change or Example, or
//   a function that returns one). The builders themselves, outside the catalogue, are code and are mutated.
import { declareClassPlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const PROOF_DATA = "proof data: a rule's faults and examples, judged by their own suites";
const PROOF_KEYS = new Set(['faults', 'examples']);
const PROOF_TYPES = new Set(['Change', 'Example']);
const PROOF_BUILDERS = /\/(answer-changes|example)\.js$/;
const CATALOGUE = /[\\/]src[\\/]rules[\\/]catalogue[\\/]/;

const isDefineRule = (path) => path?.isCallExpression() && path.node.callee.type === 'Identifier' && path.node.callee.name === 'defineRule';

const isFaultsOrExamples = (path) =>
  path.isObjectProperty() &&
  path.node.key.type === 'Identifier' &&
  PROOF_KEYS.has(path.node.key.name) &&
  isDefineRule(path.parentPath?.parentPath);

/** A call of a function imported from answer-changes.js or example.js. */
function isProofBuilderCall(path) {
  if (!path.isCallExpression() || path.node.callee.type !== 'Identifier') return false;
  const binding = path.scope.getBinding(path.node.callee.name);
  const declaration = binding?.path.parentPath;
  return binding?.kind === 'module' && declaration?.isImportDeclaration() && PROOF_BUILDERS.test(declaration.node.source.value);
}

/** Whether a type annotation names Change or Example anywhere in it (`Change`, `readonly [string, Change][]`). */
function namesAProofType(node) {
  if (node === null || typeof node !== 'object') return false;
  if (node.type === 'TSTypeReference' && node.typeName.type === 'Identifier' && PROOF_TYPES.has(node.typeName.name)) return true;
  return Object.entries(node).some(
    ([key, value]) => key !== 'loc' && (Array.isArray(value) ? value.some(namesAProofType) : namesAProofType(value)),
  );
}

const isTypedAsProof = (path) =>
  (path.isVariableDeclarator() && namesAProofType(path.node.id.typeAnnotation)) ||
  (path.isFunction() && namesAProofType(path.node.returnType));

const inCatalogue = (path) => CATALOGUE.test(path.hub?.file?.opts?.filename ?? '');

class ProofDataIgnorer {
  shouldIgnore(path) {
    const catalogue = inCatalogue(path);
    const proof = path.findParent(
      (candidate) => isFaultsOrExamples(candidate) || (catalogue && (isProofBuilderCall(candidate) || isTypedAsProof(candidate))),
    );
    return proof ? PROOF_DATA : undefined;
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Ignore, 'proof-data', ProofDataIgnorer)];
