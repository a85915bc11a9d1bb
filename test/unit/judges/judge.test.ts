// A judge's declaration: refused when built with rules of the document it could never read, a JSON gate
// that stops the judgement, naming itself, when the body is not JSON, and a body read two ways when it can be.
import { describe, expect, it } from 'vitest';
import { defineJudge, gate, parse, type DocumentReading, type JudgeSpec } from '../../../src/judges/judge.js';
import { violation } from '../../../src/rules/violation.js';
import { createAjv } from '../../../src/validation/ajv.js';
import { exchange } from '../../support/judges/exchange.js';
import { madeUpRule } from '../../support/judges/rules.js';

const status = madeUpRule('t.status');
const json = madeUpRule('t.json', { finds: [violation('json', { message: 'not JSON', expected: 'JSON', actual: 'text' })] });
const envelope = madeUpRule('t.envelope', { subject: 'document' });
const reading: DocumentReading = {
  validate: createAjv().compile({}),
  readable: { at: '', is: 'object', what: 'the body is not an object', reportedBy: envelope },
};
const judgeOf = (spec: Omit<JudgeSpec, 'name' | 'operation'>) =>
  defineJudge({ name: 'the test judge', operation: 'GET_COUPON_BY_ID', ...spec });

describe('defineJudge: a judge that could never read the document', () => {
  it('is refused when it has rules of the document but neither a JSON gate nor a reading of the document', () => {
    expect(() => judgeOf({ steps: [status, envelope] })).toThrow(
      new Error('judge "the test judge" has rules of the document but no JSON gate and no reading of the document'),
    );
  });

  it('is built with either one, or with no rule of the document at all', () => {
    expect(judgeOf({ steps: [status, parse(json), envelope] }).rules).toEqual([status, json, envelope]);
    expect(judgeOf({ steps: [status, envelope], document: reading }).rules).toEqual([status, envelope]);
    expect(judgeOf({ steps: [gate(status), json] }).rules).toEqual([status, json]);
  });
});

describe('defineJudge: the JSON gate', () => {
  it('stops the judgement when the body is not JSON, every rule after it skipped naming it', () => {
    const judge = judgeOf({ steps: [status, parse(json), envelope], document: reading });
    const { observations } = judge.judge({ exchange: exchange({ body: {} }), requestedId: '1' });
    expect(observations.map((o) => [o.rule, o.status, o.message])).toEqual([
      ['t.status', 'passed', 'held'],
      ['t.json', 'failed', 'expected JSON, got text'],
      ['t.envelope', 'skipped', 'not judged: t.json failed'],
    ]);
  });
});

describe('defineJudge: a body read two ways (D19)', () => {
  it('judges a judge of the exchange alone once: the status and headers read the same in either reading', () => {
    let checks = 0;
    const counted = { ...status, check: () => ((checks += 1), []) } as typeof status;
    const judge = judgeOf({ steps: [counted] });
    judge.judge({ exchange: exchange({ body: '{"a":1,"a":"one"}' }), requestedId: '1' });
    expect(checks).toBe(1);
  });

  it('judges a judge of the body again as a parser that keeps the first value reads it', () => {
    let checks = 0;
    const counted = { ...json, check: () => ((checks += 1), []) } as typeof json;
    const judge = judgeOf({ steps: [status, parse(counted), envelope], document: reading });
    judge.judge({ exchange: exchange({ body: '{"a":1,"a":"one"}' }), requestedId: '1' });
    expect(checks).toBe(2);
  });
});
