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

/** A piece of the indented body; `marked` when it is (part of) a value a violation points at. */
interface BodyPart {
  text: string;
  marked: boolean;
}

/** A JSON Pointer token (RFC 6901): "~" and "/" escaped. */
const pointerToken = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** Where the walk is: one frame per open container, with the key or index of the value being read. */
interface Frame {
  array: boolean;
  segment: string | number;
}

/**
 * The JSON `text` re-indented, in pieces, with the values at the `marked` JSON Pointers (a
 * violation's instancePath) marked; undefined when it is not JSON (a truncated excerpt is not).
 * Only the whitespace between tokens changes: strings and numbers stay exactly as sent. Parsing and
 * re-serialising would decode escapes (turning `\u0073ecret` back into a redacted secret, `\u003c`
 * into `<`) and round big integers, so the evidence would no longer be what the server said.
 */
export function prettyJsonParts(text: string, marked: ReadonlySet<string> = new Set()): BodyPart[] | undefined {
  if (!isJson(text)) return undefined;
  const parts: BodyPart[] = [];
  let out = '';
  /** Stack depth at which the open mark began (undefined: none open). */
  let markDepth: number | undefined;
  /** Ends the current piece (marked when a mark is open): called before a mark opens or closes. */
  const flush = () => {
    if (out !== '') parts.push({ text: out, marked: markDepth !== undefined });
    out = '';
  };
  const stack: Frame[] = [];
  let expectKey = false; // in an object, before the ":" of a member
  let key = '';
  let inString = false;
  let escaped = false;
  let stringStart = 0;
  let valueStarted = false;
  const level = () => stack.length;
  const closeMark = () => {
    if (markDepth !== undefined && level() === markDepth) {
      flush();
      markDepth = undefined;
    }
  };
  const startValue = () => {
    if (valueStarted) return;
    valueStarted = true;
    const pointer = stack.map((frame) => `/${pointerToken(frame.segment)}`).join('');
    if (markDepth === undefined && pointer !== '' && marked.has(pointer)) {
      flush();
      markDepth = level();
    }
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (inString) {
      out += c;
      if (escaped) escaped = false;
      else if (c === '\\') escaped = true;
      else if (c === '"') {
        inString = false;
        if (expectKey) key = JSON.parse(text.slice(stringStart, i + 1)) as string;
      }
      continue;
    }
    switch (c) {
      case '"':
        if (!expectKey) startValue();
        inString = true;
        stringStart = i;
        out += c;
        break;
      case '{':
      case '[': {
        startValue();
        const close = c === '{' ? '}' : ']';
        let next = i + 1;
        while (/\s/.test(text[next] ?? '')) next += 1;
        if (text[next] === close) {
          out += c + close; // an empty container stays on one line
          i = next;
          closeMark();
          break;
        }
        stack.push({ array: c === '[', segment: 0 });
        expectKey = c === '{';
        valueStarted = false;
        out += c + indent(level());
        break;
      }
      case '}':
      case ']':
        closeMark();
        stack.pop();
        out += indent(level()) + c;
        closeMark();
        break;
      case ',': {
        closeMark();
        const frame = stack[stack.length - 1]!;
        if (frame.array) frame.segment = (frame.segment as number) + 1;
        expectKey = !frame.array;
        valueStarted = false;
        out += ',' + indent(level());
        break;
      }
      case ':':
        stack[stack.length - 1]!.segment = key;
        expectKey = false;
        valueStarted = false;
        out += ': ';
        break;
      case ' ':
      case '\t':
      case '\n':
      case '\r':
        break;
      default:
        startValue();
        out += c;
    }
  }
  flush();
  return parts;
}
