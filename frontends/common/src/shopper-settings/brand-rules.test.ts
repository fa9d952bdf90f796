import { isHttpsUrl, isOptionalPaymentLink, toBrandBody, toBrandFormValues } from './brand-rules';
import { toSettingsBody } from './shopper-settings-rules';

describe('the payment link', () => {
  it('must be https with a host name, like the server checks it', () => {
    expect(isHttpsUrl('https://pay.example.com/avery?ref=1')).toBe(true);
    for (const bad of [
      'http://pay.example.com',
      'pay.example.com',
      'javascript:alert(1)',
      'https://localhost',
      'https://pay example.com',
    ]) {
      expect(isHttpsUrl(bad)).toBe(false);
    }
  });

  it('may be left blank', () => {
    expect(isOptionalPaymentLink(undefined)).toBe(true);
    expect(isOptionalPaymentLink('  ')).toBe(true);
    expect(isOptionalPaymentLink(' https://pay.example.com ')).toBe(true);
    expect(isOptionalPaymentLink('ftp://pay.example.com')).toBe(false);
  });
});

it('turns the answer into form values and sends the fields trimmed, blank as null, absent when the form has none', () => {
  const values = toBrandFormValues({
    id: 'u1',
    displayName: 'Avery',
    defaultFeePct: '12.50',
    socialMediaUrl: null,
    businessName: 'Avery & Co.',
    businessAddress: null,
    paymentInstructions: 'Zelle',
    paymentLink: null,
    logoUrl: '/files/uploads/ab/logo.png',
    acceptsNewClients: true,
    paymentTermDays: 7,
    cardPayments: 'unavailable',
    createdAt: '2025-03-01T00:00:00.000Z',
    user: { email: 'avery@example.com', role: 'SHOPPER' },
  });
  expect(values).toEqual({
    businessName: 'Avery & Co.',
    businessAddress: '',
    paymentInstructions: 'Zelle',
    paymentLink: '',
  });
  expect(toBrandBody({ ...values, businessName: '  Avery Studio ' })).toEqual({
    businessName: 'Avery Studio',
    businessAddress: null,
    paymentInstructions: 'Zelle',
    paymentLink: null,
  });
  // /profile's form has no brand fields: saving it leaves them alone.
  expect(toSettingsBody({ defaultFeePct: 10, socialMediaUrl: '' })).toEqual({
    defaultFeePct: '10.00',
    socialMediaUrl: null,
  });
});
