// Reading a body as JSON, once per exchange however many rules read it.
import type { Exchange } from '../../http/types.js';
import { show, showDuplicate, showUnreadable } from '../describe.js';
import { blankStart } from '../lookalikes.js';
import { duplicateNames, type DuplicateNames } from '../duplicate-names.js';
import type { NotJudged } from '../rule.js';
import { faithfulNumbers } from '../written-numbers.js';
import { violation, type Violation } from '../violation.js';

/** A body that is not JSON, or (`unreadable`) whose bytes could not even be read as text: `error` says why. */
export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string; unreadable?: true };

const parsed = new WeakMap<Exchange, ParsedBody>();

/**
 * JSON.parse's message in the words of every Node: from Node 22 on, V8 adds where the position is in lines
 * and columns ("... at position 7 (line 1 column 8)"), and a verdict must not depend on the Node that gave it.
 */
export const parseErrorMessage = (error: unknown): string => (error as Error).message.replace(/ \(line \d+ column \d+\)$/, '');

export function parseBody(exchange: Exchange): ParsedBody {
  let result = parsed.get(exchange);
  if (!result && exchange.response.unreadable !== undefined) result = { ok: false, error: exchange.response.unreadable, unreadable: true };
  if (!result) {
    try {
      result = { ok: true, value: faithfulNumbers(JSON.parse(exchange.response.body), exchange.response.body) };
    } catch (error) {
      result = { ok: false, error: parseErrorMessage(error) };
    }
    parsed.set(exchange, result);
  }
  return result;
}

/** JSON that ends mid-value exactly where Content-Length says the body ends: the Content-Length is likely too small for the body. */
function cutByContentLength(exchange: Exchange, error: string): string {
  const declared = Number(exchange.response.headers['content-length']);
  const { bodyBytes, encodedBytes, body } = exchange.response;
  // Anchored to V8's own words: its message may quote the body, which can say anything ("zz position 14").
  const atTheEnd =
    /^(Unexpected end of JSON input|Unterminated string)/.test(error) || new RegExp(` at position ${body.length}$`).test(error);
  if (!atTheEnd || encodedBytes !== undefined || !Number.isSafeInteger(declared) || declared !== bodyBytes) return '';
  const multibyte =
    Buffer.byteLength(body, 'utf8') !== body.length
      ? '; the body has multi-byte characters: was the Content-Length counted in characters rather than UTF-8 bytes?'
      : '';
  const cut = `, cut off mid-JSON exactly where its Content-Length, ${declared} bytes, ends`;
  return `${cut}: the Content-Length disagrees with the body the server meant to send${multibyte}`;
}

/**
 * `bytes after the JSON at position 7: "xyz"`, when a whole JSON value is followed by more than white space
 * (two documents run together, a debug line after the body): its valid start would hide where it breaks.
 */
function bytesAfterTheJson(text: string, error: string): string | undefined {
  // V8's words for it, anchored to its own message (a quoted body can say anything).
  // Stryker disable next-line Regex: equivalent, either anchor alone keeps out a quoted body, which V8 quotes mid-message
  const position = /^Unexpected non-whitespace character after JSON at position (\d+)$/.exec(error)?.[1];
  if (position === undefined) return undefined;
  const after = text.slice(Number(position));
  const blank = blankStart(after);
  return `bytes after the JSON at position ${position}: ${show(after)}${blank ? ` (${blank}, which prints as nothing)` : ''}`;
}

export function expectJsonBody(exchange: Exchange): Violation[] {
  const body = parseBody(exchange);
  if (body.ok) return [];
  const { body: text, unreadable } = exchange.response;
  const notJson = (message: string, actual: string): Violation[] => [violation('json', { message, expected: 'a JSON document', actual })];
  if (unreadable !== undefined) return notJson(`body cannot be read: ${unreadable}`, showUnreadable(unreadable));
  // RFC 8259 8.1: JSON sent over a network must not begin with a byte order mark.
  if (text.startsWith('\uFEFF'))
    return notJson(
      'body starts with a byte order mark (EF BB BF), which JSON sent over a network must not have',
      `a byte order mark, then ${show(text.slice(1))}`,
    );
  // Nothing to parse is not JSON cut short: the Content-Length (0, or none) agrees with it.
  if (text === '') return notJson('the body is empty', 'an empty body');
  const after = bytesAfterTheJson(text, body.error);
  if (after) return notJson(`body is not valid JSON: ${after}`, after);
  const cut = cutByContentLength(exchange, body.error);
  return notJson(`body is not valid JSON: ${body.error}${cut}`, `${show(text)}${cut}`);
}

/** The names a JSON body gives twice in one object (D19), found once per exchange; undefined for a body that is not JSON. */
export function duplicateNamesOf(exchange: Exchange): DuplicateNames | undefined {
  const body = parseBody(exchange);
  return body.ok ? duplicateNames(exchange, exchange.response.body, body.value) : undefined;
}

/** Each name given twice in one object, wherever in the body (D19); a body that is not JSON has none to judge. */
export function expectUniqueNames(exchange: Exchange): Violation[] | NotJudged {
  const names = duplicateNamesOf(exchange);
  if (!names) return { notJudged: { at: '', problem: 'is not JSON' } };
  return names.duplicates.map((duplicate) =>
    violation('duplicate-name', {
      at: duplicate.at,
      message: 'one object gives the name more than once: its value depends on the parser',
      expected: 'the name once in its object',
      actual: showDuplicate(duplicate),
    }),
  );
}
