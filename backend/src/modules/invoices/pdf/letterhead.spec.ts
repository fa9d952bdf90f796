import { type DocumentBrand, NO_BRAND, renderLetterhead, renderPaymentBlock } from './letterhead';

const PNG_URI = 'data:image/png;base64,iVBORw0KGgo=';
const brand: DocumentBrand = {
  businessName: 'Harper & Co.',
  businessAddress: '12 Rue du Bac\nSuite 4\n\nNew York, NY 10001',
  logoDataUri: PNG_URI,
  paymentInstructions: 'Zelle to harper@example.com\nor card',
  paymentLink: 'https://pay.example.com/h?a=1&b=2',
};

describe('letterhead', () => {
  it('renders nothing when nothing is set', () => {
    expect(renderLetterhead(NO_BRAND)).toBe('');
    expect(renderLetterhead(undefined)).toBe('');
    expect(renderLetterhead({ ...NO_BRAND, businessName: '   ', businessAddress: '\n' })).toBe('');
    expect(renderPaymentBlock(NO_BRAND)).toBe('');
    expect(renderPaymentBlock(null)).toBe('');
  });

  it('prints the logo, the name and the address line by line', () => {
    const html = renderLetterhead(brand);
    expect(html).toContain(`<img src="${PNG_URI}" alt="Harper &#38; Co.">`);
    expect(html).toContain('<div class="business">Harper &#38; Co.</div>');
    expect(html).toContain('12 Rue du Bac<br>Suite 4<br>New York, NY 10001');
  });

  it('prints any one part on its own', () => {
    expect(renderLetterhead({ ...NO_BRAND, logoDataUri: PNG_URI })).toContain('<img');
    expect(renderLetterhead({ ...NO_BRAND, businessAddress: '1 Main St' })).toContain('1 Main St');
    expect(renderPaymentBlock({ ...NO_BRAND, paymentLink: 'https://pay.example.com' })).toContain(
      'Pay online: https://pay.example.com',
    );
    expect(renderPaymentBlock({ ...NO_BRAND, paymentInstructions: 'Cash' })).not.toContain('Pay online');
  });

  it('prints how to pay, escaped', () => {
    const html = renderPaymentBlock(brand);
    expect(html).toContain('How to pay');
    expect(html).toContain('Zelle to harper@example.com<br>or card');
    expect(html).toContain('Pay online: https://pay.example.com/h?a=1&#38;b=2');
  });

  it('escapes everything and prints no logo that is not an image data: URI', () => {
    const evil = `<script>alert("x")</script>'`;
    const html =
      renderLetterhead({ ...brand, businessName: evil, businessAddress: evil }) +
      renderPaymentBlock({ ...brand, paymentInstructions: evil, paymentLink: `javascript:"><img src=x>` });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    for (const logo of [
      'https://evil.example.com/x.png',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png;base64,"><x',
    ]) {
      expect(renderLetterhead({ ...NO_BRAND, logoDataUri: logo })).toBe('');
    }
  });
});
