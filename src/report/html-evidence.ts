// The expandable part of a rule in report.html: what was sent, what came back, what was wrong with
// it and how to send it again. The violations come first, right under the rule's line, so that
// opening a rule shows what is wrong without scrolling; the fields they name are marked in the body.
// Every value here may come from the server: it only ever reaches the page through the escaping
// `html` template.
import { STATUS_CODES } from 'node:http';
import type { Evidence, Violation } from '../types/report.js';
import { prettyJsonParts } from './html-body.js';
import { html, type Html } from './html-template.js';

function headerTable(headers: Readonly<Record<string, string>>): Html {
  const rows = Object.entries(headers);
  if (rows.length === 0) return html`<p class="note">no headers recorded</p>`;
  const cells = rows.map(([name, value]) => html`<tr><th>${name}</th><td>${value}</td></tr>`);
  return html`<table class="kv">${cells}</table>`;
}

function requestPart(request: NonNullable<Evidence['request']>): Html {
  const startLine = html`<p class="startline">${request.method} ${request.url}</p>`;
  return html`<div class="request"><h3>Request</h3>${startLine}${headerTable(request.headers)}</div>`;
}

/** The body, indented when it is JSON, with the values at `pointers` marked. */
function bodyPart(excerpt: string, bytes: number, pointers: ReadonlySet<string>): Html {
  if (bytes === 0 && excerpt === '') return html`<p class="note">empty body</p>`;
  const parts = prettyJsonParts(excerpt, pointers);
  const marks = parts?.some((part) => part.marked) ? '; the fields the violations name are marked' : '';
  const note = `${bytes} bytes${parts === undefined ? '' : `, JSON shown indented${marks}`}`;
  const shown = parts?.map((part) => (part.marked ? html`<mark>${part.text}</mark>` : part.text)) ?? excerpt;
  return html`<p class="note">body: ${note}</p><pre class="body">${shown}</pre>`;
}

function responsePart(response: NonNullable<Evidence['response']>, pointers: ReadonlySet<string>): Html {
  const startLine = html`<p class="startline">${response.status} ${STATUS_CODES[response.status] ?? ''}</p>`;
  const body = bodyPart(response.bodyExcerpt, response.bodyBytes, pointers);
  return html`<div class="response"><h3>Response</h3>${startLine}${headerTable(response.headers)}${body}</div>`;
}

/** In place of the response when no complete answer arrived. */
const NO_RESPONSE = html`<div class="response"><h3>Response</h3><p class="note">no complete answer arrived</p></div>`;

function exchangePart(evidence: Evidence, pointers: ReadonlySet<string>): Html | undefined {
  if (!evidence.request && !evidence.response) return undefined;
  const response = evidence.response ? responsePart(evidence.response, pointers) : NO_RESPONSE;
  return html`<div class="exchange">${evidence.request && requestPart(evidence.request)}${response}</div>`;
}

function violationRow(v: Violation): Html {
  const path = v.instancePath === '' ? '(whole body)' : v.instancePath;
  return html`<tr><td class="path">${path}</td><td>${v.expected ?? ''}</td><td>${v.actual ?? ''}</td><td>${v.message}</td></tr>`;
}

const VIOLATIONS_HEAD = html`<thead><tr><th>field path</th><th>expected</th><th>actual</th><th>message</th></tr></thead>`;

function violationsPart(violations: readonly Violation[]): Html {
  const table = html`<table class="violations">${VIOLATIONS_HEAD}<tbody>${violations.map(violationRow)}</tbody></table>`;
  return html`<div class="errors"><h3>Violations</h3>${table}</div>`;
}

/** The page's script copies the command beside it (or selects it, where the clipboard is refused). */
const COPY_BUTTON = html`<button type="button" class="copy" title="Copy the command to the clipboard">Copy</button>`;

function curlPart(curl: string): Html {
  return html`<div class="reproduce"><h3>Reproduce</h3><div class="curl"><code>${curl}</code>${COPY_BUTTON}</div></div>`;
}

function propertyPart(evidence: Evidence): Html | undefined {
  if (evidence.seed === undefined && evidence.counterexample === undefined) return undefined;
  const seed = evidence.seed === undefined ? '' : html`<p class="note">seed ${evidence.seed}</p>`;
  const input =
    evidence.counterexample === undefined ? '' : html`<pre class="body">${JSON.stringify(evidence.counterexample, null, 2)}</pre>`;
  return html`<div class="property"><h3>Generated input</h3>${seed}${input}</div>`;
}

export function evidencePart(evidence: Evidence): Html {
  const pointers = new Set((evidence.violations ?? []).map((v) => v.instancePath));
  const violations = evidence.violations?.length ? violationsPart(evidence.violations) : undefined;
  const reproduce = evidence.curl && curlPart(evidence.curl);
  return html`<div class="evidence">${violations}${exchangePart(evidence, pointers)}${propertyPart(evidence)}${reproduce}</div>`;
}
