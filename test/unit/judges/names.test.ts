// Every judge by its name and its gates, spelled out: a judge's name is how the judging of recorded traffic
// (validate --har, the proxy) names each exchange's judge, so renaming one, or moving a gate, is a deliberate
// change made here too, never a slip.
import { describe, expect, it } from 'vitest';
import { JUDGES } from '../../../src/judges/index.js';

/** operation -> kind of answer -> [name, the rules of its gates in order (`parse`: the JSON gate)]. */
const DECLARED = {
  GET_COUPON_BY_ID: {
    found: [
      'an existing couponId answers 200 with a conforming coupon',
      ['coupon.found.status', 'parse coupon.found.json', 'coupon.no-envelope'],
    ],
    notFound: [
      'an unknown couponId answers 404 with the documented, partly masked message',
      ['coupon.not-found.status', 'coupon.not-found.message', 'coupon.not-found.masked'],
    ],
    malformed: ['a couponId that is not a number answers 400', ['coupon.malformed.status']],
    edgeId: ['an edge form of a couponId is refused safely', ['coupon.edge-id.safe']],
    readOnly: ['a write method on the coupon path does not succeed', []],
    lookup: ['a couponId believed unknown answers a conforming coupon or the documented 404', []],
  },
  LIST_DISPLAY_CATEGORIES: {
    found: [
      'the category list answers 200 with a conforming tree, every node at every depth',
      ['categories.status', 'parse categories.json'],
    ],
    readOnly: ['a write method on the category path does not succeed', []],
  },
  GET_ORIGIN_INQUIRY_BY_ID: {
    found: ['an inquiry of the calling vendor answers 200 with a conforming inquiry', ['inquiry.found.status', 'parse inquiry.found.json']],
    notFound: ['an unknown inquiryId answers 404 with the documented message', ['inquiry.not-found.status']],
    malformed: ['an inquiryId that is not a number answers 400 echoing the value sent', ['inquiry.malformed.status']],
    foreign: ["another vendor's inquiry answers 404 with the vendor message", ['inquiry.foreign.status']],
    foreignEdge: ["another vendor's inquiryId in an edge form is not answered with that inquiry", ['inquiry.foreign.edge-forms']],
    edgeId: ['an edge form of an inquiryId is refused safely', ['inquiry.edge-id.safe']],
    readOnly: ['a write method on the inquiry path does not succeed', []],
    lookup: ['an inquiryId believed unknown answers a conforming inquiry or the documented 404', []],
  },
};

describe('JUDGES: names and gates', () => {
  it('are exactly the ones declared here, for every kind of answer of every operation', () => {
    const actual = Object.fromEntries(
      Object.entries(JUDGES).map(([operation, judges]) => [
        operation,
        Object.fromEntries(
          Object.entries(judges).map(([kind, judge]) => [
            kind,
            [judge.name, judge.steps.filter((step) => step.gate).map((step) => `${step.parses ? 'parse ' : ''}${step.rule.id}`)],
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(DECLARED);
  });
});
