// What the families of the inquiry's rules share: the operation, where the inquiry carries its id and its
// replies, and the small helpers their faults and examples use.
import { INQUIRY } from '../../../operations.js';
import type { Json } from '../../answer-changes.js';
import { at, type Kind } from '../../reads.js';

export const { operation } = INQUIRY;
export const firstReply = (envelope: Json) => envelope.data.replies[0];
/** Where the inquiry carries its id: a number, as the spec types inquiryId (a fraction is another id). */
export const ID = at(INQUIRY.id.pointer, 'number');
export const REPLY = '/data/replies/*';
/** answeredAt and partnerTransferStatus may be null where the state explains it (decisions D4, D5): the fields rule judges when. */
export const aStringOrNull: Kind<string | null> = {
  what: 'a string or null',
  test: (value): value is string | null => typeof value === 'string' || value === null,
};
