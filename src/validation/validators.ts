// Every validator the judges use, compiled ahead of time from validator-schemas.ts (npm run gen:validators,
// into schemas/standalone/): nothing is compiled at run time, Ajv itself is not loaded, and each validator
// is loaded the first time it is used (a run's main process, which judges nothing, loads none).
import type { ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from '../package-info.js';
import { formats } from './formats.js';
import { standaloneModuleName, VALIDATOR_SCHEMAS, type ValidatorName } from './validator-schemas.js';

const require = createRequire(import.meta.url);
const standaloneDir = join(packageRoot, 'schemas/standalone');

function loaded(name: ValidatorName): ValidateFunction {
  const validator = require(join(standaloneDir, `${standaloneModuleName(name)}.cjs`)) as (
    table: ReturnType<typeof formats>,
  ) => ValidateFunction;
  return validator(formats());
}

const cache = new Map<ValidatorName, ValidateFunction>();
const getters = Object.fromEntries(
  (Object.keys(VALIDATOR_SCHEMAS) as ValidatorName[]).map((name) => [
    name,
    { enumerable: true, get: () => cache.get(name) ?? cache.set(name, loaded(name)).get(name) },
  ]),
);
export const validators = Object.defineProperties({}, getters) as { readonly [name in ValidatorName]: ValidateFunction };
