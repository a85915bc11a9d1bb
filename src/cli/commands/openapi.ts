// `openapi`: print (or write) the OpenAPI 3.1 document of the three operations, generated from schemas/.
import { writeFile } from 'node:fs/promises';
import { UsageError } from '../../config/usage-error.js';
import { renderOpenApi } from '../../openapi/build.js';
import type { CliCommand } from '../command.js';
import { stringFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';

const HELP = `Usage: seller-api-conformance openapi [--out FILE]

Prints the OpenAPI 3.1 document of the three operations: paths, path parameters, the 200 bodies and
the documented error answers (coupon 400/404, inquiry 400/404), their schemas generated from the
JSON Schemas in schemas/, and examples that are answers of the reference implementation.

Options:
  --out FILE   write the document to FILE instead of standard output
`;

export const openapiCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values } = parseOrExplain(args, { out: { type: 'string' } });
    const out = stringFlag(values.out);
    const document = renderOpenApi();
    if (out === undefined) {
      io.stdout.write(document);
      return 0;
    }
    try {
      await writeFile(out, document);
    } catch (error) {
      throw new UsageError(`openapi: cannot write ${out}: ${(error as Error).message}`);
    }
    io.stdout.write(`openapi: wrote ${out}\n`);
    return 0;
  },
};
