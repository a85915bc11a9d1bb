// Generates schemas/standalone/: the judges' validators, compiled ahead of time by Ajv's standalone code
// generation, so that no command compiles a schema at run time (it cost a `validate` or a `compare` about
// half of its CPU). `--check` fails when they are stale.
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../src/validation/ajv.js';
import { schemaFiles } from '../src/validation/load.js';
import { standaloneModuleName, VALIDATOR_SCHEMAS, type ValidatorName } from '../src/validation/validator-schemas.js';
import { GENERATED_BANNER, writeOrCheck } from './generated-file.js';

const dir = fileURLToPath(new URL('../schemas/standalone/', import.meta.url));

// CommonJS, so that src/validation/validators.ts can load each one synchronously when a judge first needs it;
// every format is looked up by name in the `formats` the module is given (src/validation/formats.ts).
const ajv = createAjv({ source: true, formats: _`formats` });
for (const schema of schemaFiles.values()) ajv.addSchema(schema);

function moduleOf(name: ValidatorName): string {
  const schema = VALIDATOR_SCHEMAS[name]();
  const validate = ajv.getSchema(schema['$id'] as string) ?? ajv.compile(schema);
  const code = standaloneCode.default(ajv, validate).replace(/^"use strict";/, '');
  // Ajv writes require() for its runtime helpers; none is needed by our schemas so far.
  if (code.includes('require(')) throw new Error(`the ${name} validator needs one of Ajv's runtime helpers: give the module a require`);
  return [
    `// ${GENERATED_BANNER('schemas/ and src/validation/validator-schemas.ts', 'npm run gen:validators')}`,
    "'use strict';",
    `// The ${name} validator, given the formats; src/validation/validators.ts loads it the first time it is used.`,
    'module.exports = function validator(formats) {',
    '  const module = { exports: {} };',
    `  ${code}`,
    '  return module.exports.default;',
    '};',
    '',
  ].join('\n');
}

process.exitCode = await writeOrCheck(
  (Object.keys(VALIDATOR_SCHEMAS) as ValidatorName[]).map((name) => ({
    path: `${dir}${standaloneModuleName(name)}.cjs`,
    content: moduleOf(name),
  })),
  process.argv.includes('--check'),
);
