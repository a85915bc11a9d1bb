// Shared by the generators: write a generated file, or with --check fail when it is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';

export const GENERATED_BANNER = (source: string, command: string) =>
  `Generated from ${source} by \`${command}\`. Do not edit by hand: change the source and run the command again.`;

export interface GeneratedFile {
  path: string;
  content: string;
}

/** Writes each file, or (check) reports which ones differ from what is committed. Returns the exit code. */
export async function writeOrCheck(files: GeneratedFile[], check: boolean): Promise<number> {
  const stale: string[] = [];
  for (const file of files) {
    const current = await readFile(file.path, 'utf8').catch(() => null);
    if (current === file.content) continue;
    if (check) stale.push(relative(process.cwd(), file.path));
    else await writeFile(file.path, file.content);
  }
  if (stale.length > 0) {
    console.error(`stale generated files (run the generator and commit): ${stale.join(', ')}`);
    return 1;
  }
  console.log(check ? `${files.length} generated files are current` : `wrote ${files.length} generated files`);
  return 0;
}
