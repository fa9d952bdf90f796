import { digestSentence } from './digest-summary';

const n = (kind: Parameters<typeof digestSentence>[0][number]['kind'], actorName = 'Harper') => ({ kind, actorName });

describe('digestSentence', () => {
  it('counts each kind and joins them in a fixed order', () => {
    expect(digestSentence([n('MESSAGE'), n('ITEM'), n('ITEM')], 'Lake house living room')).toBe(
      "Harper added 2 items and sent a message on 'Lake house living room'",
    );
  });

  it('lists three kinds with commas and a final "and"', () => {
    expect(digestSentence([n('COMMENT'), n('MESSAGE'), n('MESSAGE'), n('INVOICE_FINALIZED')], 'Gala')).toBe(
      "Harper sent 2 messages, commented on a photo and finalized an invoice on 'Gala'",
    );
  });

  it('names someone even when the actor has no display name', () => {
    expect(digestSentence([n('INVOICE_PAID', ' ')], 'Gala')).toBe(
      "Your Atelier contact marked an invoice paid on 'Gala'",
    );
  });
});
