// docs/library.md names the types a caller writes: each is exported by the package (dist/index.d.ts, what a
// consumer type-checks against), and run()'s row names the type run() really takes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(`${root}docs/library.md`, 'utf8');
const rowOf = (start: string) => doc.split('\n').find((line) => line.startsWith(`| ${start}`))!;

const declarations = `${root}dist/index.d.ts`;
const program = ts.createProgram([declarations], {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  noEmit: true,
  types: [],
});
const checker = program.getTypeChecker();
const entry = program.getSourceFile(declarations)!;
const exported = checker.getExportsOfModule(checker.getSymbolAtLocation(entry)!);

describe('docs/library.md and the exported types', () => {
  it('names, as the types of the package, only types it exports', () => {
    const named = [...rowOf('types').matchAll(/`([A-Z]\w*)`/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    const names = new Set(exported.map((symbol) => symbol.name));
    expect(named.filter((name) => !names.has(name!))).toEqual([]);
  });

  // Issue 48: the doc named RunOptions, the resolved options, where run() takes RunApiOptions (with progress, writeReports).
  it("names the type of run()'s options in run's row and among the types", () => {
    const run = exported.find((symbol) => symbol.name === 'run')!;
    const [options] = checker.getTypeOfSymbolAtLocation(run, entry).getCallSignatures()[0]!.getParameters();
    const taken = (options!.valueDeclaration as ts.ParameterDeclaration).type!.getText();
    expect(taken).toBe('RunApiOptions');
    expect(rowOf('`run(')).toContain(`\`run(options?: ${taken})\``);
    expect(rowOf('types')).toContain(`\`${taken}\``);
  });
});
