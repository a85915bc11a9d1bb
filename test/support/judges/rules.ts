// Rules made up for a test of the judging machinery itself (the recorder, a judge's construction, the
// reading of the document): any operation's rule will do, so each is a plain rule of the coupon with a
// subject, and a check or claims only where the test needs them.
import { defineRule, eachNode, type AnyRule, type Claim, type Violation } from '../../../src/rules/rule.js';
import { spec } from '../../../src/rules/sources.js';
import { violation } from '../../../src/rules/violation.js';

export interface MadeUp {
  subject?: AnyRule['subject'];
  level?: 'MUST' | 'SHOULD';
  claims?: readonly Claim[];
  /** What the rule's check finds, whatever its input: nothing by default (it holds). */
  finds?: readonly Violation[];
}

export function madeUpRule(id: string, { subject = 'exchange', level = 'MUST', claims, finds = [] }: MadeUp = {}): AnyRule {
  return defineRule({
    id,
    operation: 'GET_COUPON_BY_ID',
    title: `${level} be what the test says`,
    sources: [spec.getCoupon],
    subject,
    ...(claims ? { claims } : {}),
    // A rule of the tree finds them on each node of its walk.
    check: subject === 'tree' ? eachNode(() => () => [...finds]) : () => [...finds],
  }) as AnyRule;
}

/** A violation at a JSON Pointer, as a check or the schema reports one. */
export const wrongAt = (at: string): Violation => violation('type', { at, message: 'wrong', expected: 'right', actual: 'wrong' });
