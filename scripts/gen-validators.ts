// Generates src/schemas/standalone/: the judges' validators, compiled ahead of time by Ajv's standalone
// code generation, so that no command compiles a schema at run time (it cost a `validate` or a `compare`
// about half of its CPU). `--check` fails when they are stale.
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { fileURLToPath } from 'node:url';
import { createAjv } from '../src/schemas/ajv.js';
import { schemaFiles } from '../src/schemas/load.js';
import { standaloneModuleName, VALIDATOR_SCHEMAS, type ValidatorName } from '../src/schemas/validator-schemas.js';
import { GENERATED_BANNER, writeOrCheck } from './generated-file.js';

const dir = fileURLToPath(new URL('../src/schemas/standalone/', import.meta.url));

// ES modules, and every format looked up by name in the `formats` the module imports (src/schemas/formats.ts).
const ajv = createAjv({ source: true, esm: true, formats: _`formats` });
for (const schema of schemaFiles.values()) ajv.addSchema(schema);

function moduleOf(name: ValidatorName): string {
  const schema = VALIDATOR_SCHEMAS[name]();
  const validate = ajv.getSchema(schema['$id'] as string) ?? ajv.compile(schema);
  const code = standaloneCode.default(ajv, validate).replace(/^"use strict";/, '');
  // Ajv writes require() for its runtime helpers even in an ES module; none is needed by our schemas so far.
  if (code.includes('require(')) throw new Error(`the ${name} validator needs a CommonJS helper: give the module a require`);
  return [
    `// ${GENERATED_BANNER('schemas/ and src/schemas/validator-schemas.ts', 'npm run gen:validators')}`,
    '// @ts-nocheck',
    "import { FORMATS as formats } from '../formats.js';",
    code,
    '',
  ].join('\n');
}

process.exitCode = await writeOrCheck(
  (Object.keys(VALIDATOR_SCHEMAS) as ValidatorName[]).map((name) => ({
    path: `${dir}${standaloneModuleName(name)}.ts`,
    content: moduleOf(name),
  })),
  process.argv.includes('--check'),
);
