// The common forms of a .gitignore, matched without a dependency: `name` (at any depth), `*.ext`, `dir/`
// (a folder and all under it), `/anchored` and `a/b` (from the .gitignore's folder), `**`, `?`, `[abc]`,
// comments and `!negation` (the last pattern that matches wins; as in git, nothing under an ignored folder is
// taken back). Not covered: escaped trailing spaces, and a .gitignore edited while the session runs.
import { readFileSync } from 'node:fs';

interface Pattern {
  negated: boolean;
  /** `dir/`: matches folders only (and so everything under them). */
  folderOnly: boolean;
  regex: RegExp;
}

/** A glob of .gitignore as a regular expression over a path relative to its folder ('/'-separated). */
function globToRegex(glob: string, anchored: boolean): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      const slashAfter = glob[i + 2] === '/';
      source += slashAfter ? '(?:.*/)?' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) source += '\\[';
      else {
        source += `[${glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\')}]`;
        i = close;
      }
    } else if (c === '\\' && i + 1 < glob.length) source += `\\${glob[++i]}`;
    else source += c.replace(/[.+^${}()|\]\\]/g, '\\$&');
  }
  // A name without a slash matches at any depth; one with a slash is from the .gitignore's folder.
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${source}$`);
}

function parseLine(raw: string): Pattern | undefined {
  const line = raw.replace(/(?<!\\)\s+$/, '');
  if (line === '' || line.startsWith('#')) return undefined;
  const negated = line.startsWith('!');
  let body = negated ? line.slice(1) : line;
  const folderOnly = body.endsWith('/');
  if (folderOnly) body = body.slice(0, -1);
  const anchored = body.includes('/');
  if (body.startsWith('/')) body = body.slice(1);
  return body === '' ? undefined : { negated, folderOnly, regex: globToRegex(body, anchored) };
}

export class GitIgnore {
  readonly #patterns: Pattern[];

  constructor(text: string) {
    this.#patterns = text.split(/\r?\n/).flatMap((line) => parseLine(line) ?? []);
  }

  /** The .gitignore in `folder`, if there is one; undefined when there is none (or it cannot be read). */
  static inFolder(folder: string): GitIgnore | undefined {
    try {
      return new GitIgnore(readFileSync(`${folder}/.gitignore`, 'utf8'));
    } catch {
      return undefined;
    }
  }

  /** Whether `path` (relative to the .gitignore's folder, '/'-separated) is ignored, itself or by a folder it is in. */
  ignores(path: string, isFolder = false): boolean {
    const parts = path.split('/').filter((part) => part !== '');
    // Each folder on the way, then the path itself: ignoring a folder ignores all under it.
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const folder = depth < parts.length || isFolder;
      if (this.#decides(parts.slice(0, depth).join('/'), folder)) return true;
    }
    return false;
  }

  #decides(path: string, isFolder: boolean): boolean {
    let ignored = false;
    for (const pattern of this.#patterns) if ((isFolder || !pattern.folderOnly) && pattern.regex.test(path)) ignored = !pattern.negated;
    return ignored;
  }
}
