// How a response body is shown in report.html: indented when it is JSON, as received otherwise.

/** Past this depth lines are no longer indented further: a body nested thousands deep stays small. */
const MAX_INDENT_LEVEL = 24;
const indent = (level: number) => '\n' + '  '.repeat(Math.min(level, MAX_INDENT_LEVEL));

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The JSON `text` re-indented, or undefined when it is not JSON (a truncated excerpt is not).
 * Only the whitespace between tokens changes: strings and numbers stay exactly as sent. Parsing and
 * re-serialising would decode escapes (turning `\u0073ecret` back into a redacted secret, `\u003c`
 * into `<`) and round big integers, so the evidence would no longer be what the server said.
 */
export function prettyJson(text: string): string | undefined {
  if (!isJson(text)) return undefined;
  let out = '';
  let level = 0;
  let inString = false;
  let escaped = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') inString = false;
      continue;
    }
    switch (c) {
      case '"':
        inString = true;
        out += c;
        break;
      case '{':
      case '[': {
        const close = c === '{' ? '}' : ']';
        let next = i + 1;
        while (/\s/.test(text[next] ?? '')) next += 1;
        if (text[next] === close) {
          out += c + close; // an empty container stays on one line
          i = next;
        } else {
          level += 1;
          out += c + indent(level);
        }
        break;
      }
      case '}':
      case ']':
        level -= 1;
        out += indent(level) + c;
        break;
      case ',':
        out += ',' + indent(level);
        break;
      case ':':
        out += ': ';
        break;
      case ' ':
      case '\t':
      case '\n':
      case '\r':
        break;
      default:
        out += c;
    }
  }
  return out;
}
