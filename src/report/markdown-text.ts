// Text that may come from the server (or the user), put into Markdown so that nothing in it renders:
// inside a code span or a fenced block, Markdown renders no link, image, HTML, autolink or mention.

const MAX_TEXT = 300;

/** `text` as one inline code span: one line, bounded, whatever backticks or controls it holds. */
export function codeSpan(text: string): string {
  // Controls and line/paragraph separators would end the list item or the span.
  let flat = text
    .replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(flat); // by code point, so a cut never splits a surrogate pair
  if (chars.length > MAX_TEXT) flat = `${chars.slice(0, MAX_TEXT).join('')}…`;
  if (flat === '') return '(empty)';
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A span that starts or ends with a backtick needs a space inside the fence (CommonMark strips one).
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** `text` as a fenced code block (one line, as a curl command is), indented to sit inside a list item. */
export function codeBlock(text: string, indent: string, language = ''): string[] {
  const flat = text.replace(/[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g, ' ');
  const longestRun = Math.max(2, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return [`${indent}${fence}${language}`, `${indent}${flat}`, `${indent}${fence}`];
}
