import {
  formatFeePct,
  isFeeInRange,
  isOptionalSocialUrl,
  isSocialUrl,
  toSettingsBody,
  toSettingsFormValues,
} from './shopper-settings-rules';

describe('the fee', () => {
  it('accepts 0 to 50 inclusive and refuses anything outside or not a number', () => {
    for (const ok of [0, 0.01, 12.5, 49.99, 50]) expect(isFeeInRange(ok)).toBe(true);
    for (const bad of [-1, -0.01, 50.01, 51, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, '12.50']) {
      expect(isFeeInRange(bad)).toBe(false);
    }
  });

  it('is sent as text with exactly two decimals', () => {
    expect(formatFeePct(15.25)).toBe('15.25');
    expect(formatFeePct(15.5)).toBe('15.50');
    expect(formatFeePct(0)).toBe('0.00');
    expect(formatFeePct(50)).toBe('50.00');
    expect(formatFeePct(0.1 + 0.2)).toBe('0.30');
    // (2.675).toFixed(2) is "2.67": the float is just under 2.675. Hundredths round it up.
    expect(formatFeePct(2.675)).toBe('2.68');
  });
});

describe('the social media link', () => {
  it('accepts http(s) links with a host name only', () => {
    expect(isSocialUrl('https://instagram.com/avery')).toBe(true);
    expect(isSocialUrl('http://example.org')).toBe(true);
    expect(isSocialUrl('instagram.com/avery')).toBe(false);
    expect(isSocialUrl('javascript:alert(1)')).toBe(false);
    expect(isSocialUrl('https://localhost')).toBe(false);
    expect(isSocialUrl('https://insta gram.com')).toBe(false);
  });

  it('may be left blank', () => {
    expect(isOptionalSocialUrl(undefined)).toBe(true);
    expect(isOptionalSocialUrl('   ')).toBe(true);
    expect(isOptionalSocialUrl('  https://instagram.com/avery  ')).toBe(true);
    expect(isOptionalSocialUrl('not a link')).toBe(false);
  });
});

it('turns the api answer into form values and form values into the PATCH body', () => {
  const values = toSettingsFormValues({
    id: 'u1',
    displayName: 'Avery',
    defaultFeePct: '12.50',
    socialMediaUrl: null,
    businessName: null,
    businessAddress: null,
    paymentInstructions: null,
    paymentLink: null,
    logoUrl: null,
    acceptsNewClients: true,
    paymentTermDays: 7,
    cardPayments: 'unavailable',
    createdAt: '2025-03-01T00:00:00.000Z',
    user: { email: 'avery@example.com', role: 'SHOPPER' },
  });
  expect(values).toEqual({ defaultFeePct: 12.5, socialMediaUrl: '' });
  expect(toSettingsBody(values)).toEqual({ defaultFeePct: '12.50', socialMediaUrl: null });
  expect(toSettingsBody({ defaultFeePct: 15.25, socialMediaUrl: '  https://instagram.com/avery ' })).toEqual({
    defaultFeePct: '15.25',
    socialMediaUrl: 'https://instagram.com/avery',
  });
  // The new-clients switch goes only from the form that shows it (/shopper-settings).
  expect(toSettingsBody({ defaultFeePct: 10, acceptsNewClients: false })).toEqual({
    defaultFeePct: '10.00',
    socialMediaUrl: null,
    acceptsNewClients: false,
  });
});
