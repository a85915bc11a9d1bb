// A small well-formedness check for the XML the project writes (junit.xml): elements nest and
// close, attributes are quoted and unique, every & starts a known entity, no character XML forbids.
// Not a general XML parser: no DTDs, no processing instructions past the declaration.

const FORBIDDEN_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const BAD_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;
const NAME = '[A-Za-z_:][-A-Za-z0-9_:.]*';
const OPEN_TAG = new RegExp(`^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"]*"|'[^']*'))*)\\s*(/?)>`);
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g');
const CLOSE_TAG = new RegExp(`^</(${NAME})\\s*>`);

/** What is wrong with `xml`; empty when it is well-formed. */
export function wellFormednessProblems(xml: string): string[] {
  const problems: string[] = [];
  const forbidden = FORBIDDEN_CHAR.exec(xml);
  if (forbidden) problems.push(`character U+${forbidden[0].codePointAt(0)!.toString(16).padStart(4, '0')} at ${forbidden.index}`);
  let rest = xml.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  let roots = 0;
  const text = (chunk: string, at: string) => {
    if (BAD_AMPERSAND.test(chunk)) problems.push(`a bare & ${at}`);
    if (chunk.includes(']]>')) problems.push(`]]> in text ${at}`);
    if (stack.length === 0 && chunk.trim() !== '') problems.push(`text outside the root element ${at}`);
  };
  while (rest.length > 0 && problems.length < 20) {
    const lt = rest.indexOf('<');
    if (lt === -1) {
      text(rest, 'at the end');
      break;
    }
    text(rest.slice(0, lt), `before ${JSON.stringify(rest.slice(lt, lt + 40))}`);
    rest = rest.slice(lt);
    if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) problems.push('an unclosed comment');
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith('<![CDATA[')) {
      const end = rest.indexOf(']]>');
      if (end === -1) problems.push('an unclosed CDATA section');
      rest = end === -1 ? '' : rest.slice(end + 3);
      continue;
    }
    const close = CLOSE_TAG.exec(rest);
    if (close) {
      const open = stack.pop();
      if (open !== close[1]) problems.push(`</${close[1]}> closes <${open ?? 'nothing'}>`);
      rest = rest.slice(close[0].length);
      continue;
    }
    const open = OPEN_TAG.exec(rest);
    if (!open) {
      problems.push(`a < that starts no tag: ${JSON.stringify(rest.slice(0, 40))}`);
      break;
    }
    const seen = new Set<string>();
    for (const [, name, double, single] of open[2]!.matchAll(ATTRIBUTE)) {
      if (seen.has(name!)) problems.push(`attribute ${name} twice on <${open[1]}>`);
      seen.add(name!);
      const value = double ?? single ?? '';
      if (value.includes('<') || BAD_AMPERSAND.test(value)) problems.push(`attribute ${name} of <${open[1]}> holds a raw < or &`);
    }
    if (stack.length === 0) roots += 1;
    if (open[3] !== '/') stack.push(open[1]!);
    rest = rest.slice(open[0].length);
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}
