// Which operation each suite folder judges.
import type { SuiteName } from '../config/options.js';
import type { Operation } from '../rules/rule.js';

export const SUITE_OPERATION: Readonly<Record<SuiteName, Operation>> = {
  coupon: 'GET_COUPON_BY_ID',
  categories: 'LIST_DISPLAY_CATEGORIES',
  inquiry: 'GET_ORIGIN_INQUIRY_BY_ID',
};
