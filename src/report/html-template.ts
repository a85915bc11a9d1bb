// A tagged template for HTML in which every interpolated value is escaped unless it is itself a
// piece of markup built by this tag. Escaping is then the default, not something to remember.
import { escapeHtml } from './html-escape.js';

/** Markup produced by `html` (or `trustedHtml`): inserted as is into another template. */
export class Html {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

/** Values a template accepts: markup, text (escaped), numbers, lists of these, and nothing. */
type HtmlValue = Html | string | number | boolean | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof Html) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  // false, null and undefined render nothing, so `cond && html\`...\`` reads naturally.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: readonly HtmlValue[]): Html {
  let markup = strings[0] ?? '';
  values.forEach((value, i) => {
    markup += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(markup);
}

/** Markup this package wrote itself (the stylesheet, the script): never for anything received. */
export const trustedHtml = (markup: string): Html => new Html(markup);
