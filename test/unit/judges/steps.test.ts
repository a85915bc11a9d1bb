// How a judge applies a rule and reads the body: a rule of the document or of the tree judged before that
// was read is a fault of the judge's declaration, said as such; the schema's errors go to the rules of the
// document alone.
import { describe, expect, it } from 'vitest';
import { JudgementRecorder } from '../../../src/judges/recorder.js';
import { applyRule, readDocument } from '../../../src/judges/steps.js';
import { keywordsAnywhere } from '../../../src/rules/rule.js';
import type { TreeWalk } from '../../../src/rules/subjects.js';
import { createAjv } from '../../../src/validation/ajv.js';
import { exchange } from '../../support/judges/exchange.js';
import { madeUpRule } from '../../support/judges/rules.js';

const answer = { exchange: exchange({ body: { a: 1 } }), requestedId: '1' };

describe('applyRule: a rule judged before its subject was read', () => {
  it('is refused for a rule of the document before the document was read', () => {
    const rule = madeUpRule('t.doc', { subject: 'document' });
    expect(() => applyRule(new JudgementRecorder([rule], answer.exchange), rule, { ...answer, request: answer })).toThrow(
      new Error('t.doc judged before the document was read'),
    );
  });

  it('is refused for a rule of the category tree before the tree was walked', () => {
    const rule = madeUpRule('t.tree', { subject: 'tree' });
    expect(() => applyRule(new JudgementRecorder([rule], answer.exchange), rule, { ...answer, request: answer })).toThrow(
      new Error('t.tree judged before the tree was read'),
    );
  });
});

describe('applyRule: a rule of the tree the walk did not run', () => {
  it('is refused, naming the rule: the walk runs the check of every rule of the tree its judge has', () => {
    const rule = madeUpRule('t.tree', { subject: 'tree' });
    const tree = { statistics: { nodes: 0, depth: 0 }, nodeErrors: [], found: new Map() } as unknown as TreeWalk;
    expect(() => applyRule(new JudgementRecorder([rule], answer.exchange), rule, { ...answer, request: answer, tree })).toThrow(
      new Error('t.tree was not among the rules the tree was walked for'),
    );
  });
});

describe('readDocument: who gets the schema errors', () => {
  it('gives them to the rules of the document only, even when a rule of the headers claims the same', () => {
    const headers = madeUpRule('t.headers', { claims: [keywordsAnywhere('type')] });
    const field = madeUpRule('t.field', { subject: 'document', claims: [keywordsAnywhere('type')] });
    const recorder = new JudgementRecorder([headers, field], answer.exchange);
    const reading = {
      validate: createAjv().compile({ type: 'object', properties: { a: { type: 'string' } } }),
      readable: { at: '', is: 'object', what: 'the body is not an object', reportedBy: field },
    } as const;
    const read = readDocument(recorder, answer, reading, {});
    expect([...read!.claimed!].map(([rule, violations]) => [rule.id, violations.map((v) => [v.instancePath, v.keyword])])).toEqual([
      ['t.field', [['/a', 'type']]],
    ]);
  });
});
