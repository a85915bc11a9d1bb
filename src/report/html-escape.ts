// Text into HTML, wherever it came from (a server controls most of what a report quotes).

// Characters HTML cannot carry as text: C0 and C1 controls other than tab, LF and CR, and lone
// surrogates. A server can send any of them; they become U+FFFD so the page stays well-formed.
const UNREPRESENTABLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Safe both as element text and as a quoted attribute value: one function for both contexts, so
 * that no call site can pick the weaker one.
 */
export function escapeHtml(text: string): string {
  return text.replace(UNREPRESENTABLE, '\uFFFD').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
