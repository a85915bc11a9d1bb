// Checks of the documented 4xx answers (decision D9): where the wording is looked for (the body's
// `message` field), the wordings themselves (src/documented-wordings.ts, from which the error body
// schemas' patterns are generated) and the shape of an error body. The coupon's own (the 404's masked number,
// the 400 naming the error) are in src/rules/catalogue/coupon/, the inquiry 400's echo of the value sent in
// src/rules/catalogue/inquiry/malformed.ts; what a body says instead, and how a lookalike differs, serve them.
import type { Exchange } from '../../http/types.js';
import { DOCUMENTED_WORDINGS, messagePatternOf, shownOf, type DocumentedWording } from '../../documented-wordings.js';
import { validators } from '../../validation/validators.js';
import { escapePointer, show, showBodyWithoutFields, showPlace, showUnreadable, violationFromAjv } from '../describe.js';
import { isObject } from '../json-values.js';
import { asSeen, invisibleDifference } from '../lookalikes.js';
import { violation, type Violation } from '../violation.js';
import { parseBody } from './json-body.js';

/** A documented wording: how it is recognised, and each accepted wording as a report shows it. */
export interface RecognisedWording {
  readonly pattern: RegExp;
  readonly shown: readonly string[];
}

const recognisedWording = (documented: DocumentedWording): RecognisedWording => ({
  // Stryker disable next-line StringLiteral: the patterns (BMP text, \s, \(, [^)]) match the same strings without the u flag
  pattern: new RegExp(messagePatternOf(documented), 'u'),
  shown: shownOf(documented),
});

/** The documented wordings (src/documented-wordings.ts): how each is recognised and how a report shows the expectation. */
export const DOCUMENTED = Object.fromEntries(
  Object.entries(DOCUMENTED_WORDINGS).map(([name, documented]) => [name, recognisedWording(documented)]),
) as Readonly<Record<keyof typeof DOCUMENTED_WORDINGS, RecognisedWording>>;

/**
 * The texts where a documented wording may appear (decision D9): the JSON `message` field, and
 * nothing else of a JSON body (not `detail`, not `error.message`); for a body that is not JSON, its text.
 */
export function messageFieldTexts(exchange: Exchange): string[] {
  if (exchange.response.unreadable !== undefined) return [];
  const body = parseBody(exchange);
  if (!body.ok) return [exchange.response.body.replace(/^\uFEFF/, '').trim()];
  return isObject(body.value) && typeof body.value['message'] === 'string' ? [body.value['message']] : [];
}

/** The JSON Pointer of the first string of a document that matches `pattern`, or undefined (an iterative walk). */
function whereElse(document: unknown, pattern: RegExp): string | undefined {
  const stack: [unknown, string][] = [[document, '']];
  for (let visits = 0, at = stack.pop(); at && visits < 10_000; at = stack.pop(), visits += 1) {
    const [value, pointer] = at;
    if (typeof value === 'string' && pattern.test(value)) return pointer;
    if (value !== null && typeof value === 'object')
      for (const [key, item] of Object.entries(value).reverse()) stack.push([item, `${pointer}/${escapePointer(key)}`]);
  }
  return undefined;
}

/**
 * What the body says instead of the documented wording: its `message` field, or that it has none at the top level
 * and where the text is instead.
 */
export function wordingFound(exchange: Exchange, pattern: RegExp): string {
  if (exchange.response.unreadable !== undefined) return showUnreadable(exchange.response.unreadable);
  const body = parseBody(exchange);
  const raw = exchange.response.body;
  if (!body.ok) return raw === '' ? showBodyWithoutFields(raw, body) : `${showBodyWithoutFields(raw, body)}: ${show(raw)}`;
  if (!isObject(body.value)) return `${showBodyWithoutFields(raw, body)} with a field message: ${show(body.value)}`;
  if (typeof body.value['message'] === 'string') return show(body.value['message']);
  const elsewhere = whereElse(body.value, pattern);
  const missing =
    'message' in body.value ? `a message that is not a string: ${show(body.value['message'])}` : 'no field message at the top level';
  return elsewhere === undefined ? missing : `${missing} (the text is at ${showPlace(elsewhere)}, where clients do not read it)`;
}

/** The `message` field found, for evidence; why there is none when the body cannot be read. */
// Stryker disable next-line StringLiteral: messageFieldTexts gives at most one text, so the separator never shows
export const messageFieldText = (exchange: Exchange) => exchange.response.unreadable ?? messageFieldTexts(exchange).join(' | ');

/** `, which prints like the documented message but has U+200B ZERO WIDTH SPACE at offset 9`, when that is why it does not match. */
export function printsLike(texts: readonly string[], what: string, differenceOf: (text: string) => string | undefined): string {
  for (const text of texts) {
    const difference = differenceOf(text);
    if (difference !== undefined) return `, which prints like ${what} but has ${difference}`;
  }
  return '';
}

export function expectWording(exchange: Exchange, documented: RecognisedWording): Violation[] {
  const texts = messageFieldTexts(exchange);
  if (texts.some((text) => documented.pattern.test(text))) return [];
  const lookalike = printsLike(texts, 'the documented message', (text) =>
    documented.pattern.test(asSeen(text)) ? invisibleDifference(asSeen(text), text) : undefined,
  );
  return [
    violation('message', {
      at: '/message',
      message: 'documented error message missing',
      expected: `the message ${documented.shown.map((wording) => JSON.stringify(wording)).join(' or ')}`,
      actual: `${wordingFound(exchange, documented.pattern)}${lookalike}`,
    }),
  ];
}

/** The body as sent, or why its bytes could not be read (an unreadable body is never shown as ""). */
export const showBody = ({ response }: Exchange): string =>
  response.unreadable !== undefined ? showUnreadable(response.unreadable) : show(response.body);

/** SHOULD: a JSON object with a string message (schemas/error-body.schema.json). */
export function errorBodyShape(exchange: Exchange): Violation[] {
  const body = parseBody(exchange);
  if (!body.ok) {
    return [
      violation('json', {
        message: 'error body is not JSON',
        expected: 'a JSON object with a string message',
        actual: showBody(exchange),
      }),
    ];
  }
  if (validators.errorBody(body.value)) return [];
  return (validators.errorBody.errors ?? []).map((error) => violationFromAjv(error, body.value, exchange.response.body));
}
