// Checks of the envelopes around the resources (decision D7): the coupon has none, the category list
// says SUCCESS, the inquiry's code of a success is 200.
import { show, valueAt } from '../describe.js';
import { isObject } from '../json-values.js';
import type { Violation } from '../rule.js';
import type { DocumentSubject } from '../subjects.js';

/** A body with code/message/data and no couponId is the coupon inside an envelope. */
export function notWrappedInEnvelope({ document }: DocumentSubject): Violation[] {
  if (!isObject(document) || 'couponId' in document || !('data' in document)) return [];
  return [
    {
      instancePath: '',
      keyword: 'envelope',
      message: 'the coupon is wrapped in an envelope',
      expected: 'the bare coupon object (couponId, title, ...)',
      actual: `an object with fields ${show(Object.keys(document))}`,
    },
  ];
}

export function codeIsSuccess({ document }: DocumentSubject): Violation[] {
  const code = valueAt(document, '/code');
  if (code === 'SUCCESS' || typeof code !== 'string') return [];
  return [
    {
      instancePath: '/code',
      keyword: 'const',
      message: 'the envelope of a successful answer does not say SUCCESS',
      expected: '"SUCCESS"',
      actual: show(code),
    },
  ];
}

/** SHOULD: code 200 in the envelope of a successful answer. */
export function codeIs200({ document }: DocumentSubject): Violation[] {
  const code = valueAt(document, '/code');
  if (typeof code !== 'number' || code === 200) return [];
  return [
    {
      instancePath: '/code',
      keyword: 'const',
      message: 'the envelope code of a successful answer is not 200',
      expected: '200',
      actual: show(code),
    },
  ];
}
