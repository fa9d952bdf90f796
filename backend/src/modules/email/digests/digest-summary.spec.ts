import { clientsDigestSentence, digestSentence } from './digest-summary';

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

describe('digestSentence of a new request', () => {
  it('says the client submitted it, named by its title', () => {
    expect(digestSentence([n('REQUEST_SUBMITTED', 'Casey')], 'Gala gown')).toBe(
      "Casey submitted a new request, 'Gala gown'",
    );
  });

  it('adds what else happened on it', () => {
    expect(digestSentence([n('REQUEST_SUBMITTED', 'Casey'), n('MESSAGE', 'Casey')], 'Gala gown')).toBe(
      "Casey submitted a new request, 'Gala gown', and sent a message",
    );
  });
});

describe('digestSentence of a withdrawn request', () => {
  it('says the client withdrew it, named by its title, after what else happened on it', () => {
    expect(digestSentence([n('REQUEST_WITHDRAWN', 'Casey')], 'Gala gown')).toBe(
      "Casey withdrew the request 'Gala gown'",
    );
    expect(digestSentence([n('MESSAGE', 'Casey'), n('REQUEST_WITHDRAWN', 'Casey')], 'Gala gown')).toBe(
      "Casey sent a message and withdrew the request 'Gala gown'",
    );
  });

  it('tells a request submitted and withdrawn before the digest as both', () => {
    expect(digestSentence([n('REQUEST_SUBMITTED', 'Casey'), n('REQUEST_WITHDRAWN', 'Casey')], 'Gala gown')).toBe(
      "Casey submitted a new request, 'Gala gown', and withdrew it",
    );
  });
});

describe('clientsDigestSentence', () => {
  const joined = (actorName: string) => ({ actorName });

  it('names one, two or three clients', () => {
    expect(clientsDigestSentence([joined('Casey Client')])).toBe('Casey Client joined you on Atelier');
    expect(clientsDigestSentence([joined('Casey'), joined('Dana'), joined('Eli')])).toBe(
      'Casey, Dana and Eli joined you on Atelier',
    );
  });

  it('counts the rest of a crowd, and names a client without a display name', () => {
    expect(clientsDigestSentence(['Casey', 'Dana', 'Eli', 'Fran'].map(joined))).toBe(
      'Casey, Dana and 2 others joined you on Atelier',
    );
    expect(clientsDigestSentence([joined(' ')])).toBe('A new client joined you on Atelier');
  });
});
