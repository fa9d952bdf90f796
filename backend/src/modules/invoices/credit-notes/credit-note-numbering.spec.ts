import { followingCreditNoteNumber } from './credit-note-numbering';

describe('credit note numbers', () => {
  it('start at CN-0001 and run on per shopper, past four digits', () => {
    expect(followingCreditNoteNumber(null)).toBe('CN-0001');
    expect(followingCreditNoteNumber('CN-0041')).toBe('CN-0042');
    expect(followingCreditNoteNumber('CN-9999')).toBe('CN-10000');
  });
});
