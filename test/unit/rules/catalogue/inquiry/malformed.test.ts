// The check of the inquiry 400 (D9), called directly on hand-built exchanges: the documented wording followed
// by the value sent, and what a report says was echoed instead, with the wordings as documented and with a
// second one added in memory (docs/architecture.md: a wording is one edit). Each violation is asserted whole.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { invalidFormatEchoed } from '../../../../../src/rules/catalogue/inquiry/malformed.js';
import { exchange } from '../../../../support/judges/exchange.js';

const badRequest = (body: unknown) => exchange({ status: 400, body });

const notEchoed = (actual: string, expected = 'the message "Invalid format inquiryId : 12a"') => [
  {
    instancePath: '/message',
    keyword: 'message',
    message: 'the 400 message does not echo the inquiryId sent',
    expected,
    actual,
  },
];

describe('invalidFormatEchoed: the inquiry 400 echoes the value sent', () => {
  const echoed = (body: unknown, requestedId = '12a') => invalidFormatEchoed({ exchange: badRequest(body), requestedId });

  it('holds for the wording and the value to the end of the message, trailing white space aside', () => {
    expect(echoed({ code: 400, message: 'Invalid format inquiryId : 12a' })).toEqual([]);
    expect(echoed({ message: 'Invalid format inquiryId : 12a   ' })).toEqual([]);
    expect(echoed({ message: 'Error: Invalid format inquiryId : 12a' })).toEqual([]);
    expect(echoed('Invalid format inquiryId : 12a\n')).toEqual([]);
  });

  it('says which value was echoed instead', () => {
    expect(echoed({ message: 'Invalid format inquiryId : 12' })).toEqual(notEchoed('"Invalid format inquiryId : 12"'));
    expect(echoed({ message: 'Invalid format inquiryId : 12a (see docs)' })).toEqual(
      notEchoed('"Invalid format inquiryId : 12a (see docs)"'),
    );
  });

  it('holds for an exact echo of a value ending in white space, which the end of a message cannot show', () => {
    expect(echoed({ message: 'Invalid format inquiryId : 12a  ' }, '12a  ')).toEqual([]);
    expect(echoed({ message: 'Invalid format inquiryId : 1 2a ' }, '1 2a ')).toEqual([]);
    expect(echoed({ message: 'Invalid format inquiryId : 12a' }, '1 2a ')).toEqual(
      notEchoed('"Invalid format inquiryId : 12a"', 'the message "Invalid format inquiryId : 1 2a "'),
    );
  });

  it('says the message is missing', () => {
    expect(echoed({ code: 400 })).toEqual(notEchoed('no field message at the top level'));
  });

  it('names an invisible character in the echoed value', () => {
    expect(echoed({ message: 'Invalid format inquiryId : 12\u200Ba' })).toEqual(
      notEchoed('"Invalid format inquiryId : 12\u200Ba", which prints like the value sent but has U+200B ZERO WIDTH SPACE at offset 29'),
    );
  });
});

describe('invalidFormatEchoed with a second documented wording', () => {
  const WORDINGS = '../../../../../src/documented-wordings.js';
  const SECOND = { text: 'Malformed inquiryId: ', is: 'a second wording' };
  let check: typeof invalidFormatEchoed;

  beforeAll(async () => {
    vi.resetModules();
    vi.doMock(WORDINGS, async (importOriginal) => {
      const original = await importOriginal<typeof import('../../../../../src/documented-wordings.js')>();
      const documented = original.DOCUMENTED_WORDINGS.inquiryInvalidFormat;
      const inquiryInvalidFormat = { ...documented, wordings: [...documented.wordings, SECOND] };
      return { ...original, DOCUMENTED_WORDINGS: { ...original.DOCUMENTED_WORDINGS, inquiryInvalidFormat } };
    });
    try {
      check = (await import('../../../../../src/rules/catalogue/inquiry/malformed.js')).invalidFormatEchoed;
    } finally {
      // The unit files share their worker's modules: the files after this one load the wordings as they are.
      vi.doUnmock(WORDINGS);
      vi.resetModules();
    }
  });
  const echoed = (message: string) => check({ exchange: badRequest({ code: 400, message }), requestedId: '12a' });
  const either = 'the message "Invalid format inquiryId : 12a" or "Malformed inquiryId: 12a"';

  it('holds for the value sent after either wording', () => {
    expect(echoed('Invalid format inquiryId : 12a')).toEqual([]);
    expect(echoed('Malformed inquiryId: 12a')).toEqual([]);
  });

  it('expects either wording, and names an invisible character in the second', () => {
    expect(echoed('Malformed inquiryId: 12')).toEqual(notEchoed('"Malformed inquiryId: 12"', either));
    expect(echoed('Malformed inquiryId: 12\u200Ba')).toEqual(
      notEchoed('"Malformed inquiryId: 12\u200Ba", which prints like the value sent but has U+200B ZERO WIDTH SPACE at offset 23', either),
    );
  });
});
