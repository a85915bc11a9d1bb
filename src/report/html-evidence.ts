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
  return html`<table class="kv">${rows.map(([name, value]) => html`<tr><th>${name}</th><td>${value}</td></tr>`)}</table>`;
}

function requestPart(request: NonNullable<Evidence['request']>): Html {
  return html`<div class="request"><h3>Request</h3><p class="startline">${request.method} ${request.url}</p>${headerTable(request.headers)}</div>`;
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
  const reason = STATUS_CODES[response.status] ?? '';
  return html`<div class="response"><h3>Response</h3><p class="startline">${response.status} ${reason}</p>${headerTable(response.headers)}${bodyPart(response.bodyExcerpt, response.bodyBytes, pointers)}</div>`;
}

function violationsPart(errors: readonly Violation[]): Html {
  const rows = errors.map(
    (v) =>
      html`<tr><td class="path">${v.instancePath === '' ? '(whole body)' : v.instancePath}</td><td>${v.expected ?? ''}</td><td>${v.actual ?? ''}</td><td>${v.message}</td></tr>`,
  );
  return html`<div class="errors"><h3>Violations</h3><table class="violations"><thead><tr><th>field path</th><th>expected</th><th>actual</th><th>message</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function curlPart(curl: string): Html {
  return html`<div class="reproduce"><h3>Reproduce</h3><div class="curl"><code>${curl}</code><button type="button" class="copy" title="Copy the command to the clipboard">Copy</button></div></div>`;
}

function propertyPart(evidence: Evidence): Html | undefined {
  if (evidence.seed === undefined && evidence.counterexample === undefined) return undefined;
  return html`<div class="property"><h3>Generated input</h3>${evidence.seed === undefined ? '' : html`<p class="note">seed ${evidence.seed}</p>`}${evidence.counterexample === undefined ? '' : html`<pre class="body">${JSON.stringify(evidence.counterexample, null, 2)}</pre>`}</div>`;
}

export function evidencePart(evidence: Evidence): Html {
  const pointers = new Set((evidence.violations ?? []).map((v) => v.instancePath));
  const exchange =
    evidence.request || evidence.response
      ? html`<div class="exchange">${evidence.request && requestPart(evidence.request)}${evidence.response ? responsePart(evidence.response, pointers) : html`<div class="response"><h3>Response</h3><p class="note">no complete answer arrived</p></div>`}</div>`
      : undefined;
  return html`<div class="evidence">${evidence.violations?.length ? violationsPart(evidence.violations) : undefined}${exchange}${propertyPart(evidence)}${evidence.curl && curlPart(evidence.curl)}</div>`;
}
