// The Content-Security-Policy of report.html: nothing may load, and only the page's own <style>
// and <script> may apply, named by hash. Should escaping ever fail, an injected <script>, inline
// handler (onerror=...), style attribute or image still does nothing.
import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy for a page whose only stylesheet and script are exactly `style` and `script`. */
export function contentSecurityPolicy(style: string, script: string): string {
  return [
    "default-src 'none'",
    `style-src ${sha256(style)}`,
    `script-src ${sha256(script)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
