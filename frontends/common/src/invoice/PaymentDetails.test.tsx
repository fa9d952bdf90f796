import { configure, screen, waitFor } from '@testing-library/react';
import type { Schemas } from '../api/typed';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { InvoiceCard } from './index';
import { PaymentDetailsView, payNowLink } from './PaymentDetails';
import { asClientEntry, fakeItem, fakeLine, fakeShopperEntry } from './test-fixtures';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const client = fakeAccount('CLIENT', 'Casey Client');
const shopperAccount = fakeAccount('SHOPPER', 'Avery Shopper');
const LINK = 'https://pay.example.com/avery';
const INSTRUCTIONS = 'Zelle to avery@example.com\nor card via the link';

const MY_SHOPPER: Schemas['MyShopperDto'] = {
  id: 'shopper-1',
  profile: { displayName: 'Avery Shopper', avatarUrl: null },
  user: { email: 'avery@example.com' },
  createdAt: '2025-03-01T00:00:00.000Z',
  socialMediaUrl: null,
  defaultFeePct: '12.50',
  businessName: 'Avery & Co.',
  paymentInstructions: INSTRUCTIONS,
  paymentLink: LINK,
  acceptsCards: false,
};

const payNow = () => screen.queryByRole('link', { name: /Pay now/ });

describe('PaymentDetailsView', () => {
  it('shows the instructions and "Pay now" opening the link in a new tab while the invoice is DUE', () => {
    renderScreen(<PaymentDetailsView status="DUE" shopper={MY_SHOPPER} />, { me: client });
    expect(screen.getByText('How to pay')).toBeInTheDocument();
    // Line breaks as she typed them.
    const text = screen.getByText(/Zelle to avery@example.com/);
    expect(text.textContent).toBe(INSTRUCTIONS);
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
    const link = payNow()!;
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Pay now (opens in a new tab)');
  });

  it.each(['PAID', 'VOID'] as const)('shows nothing once the invoice is %s', (status) => {
    const { container } = renderScreen(<PaymentDetailsView status={status} shopper={MY_SHOPPER} />, { me: client });
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(payNowLink(status, MY_SHOPPER)).toBeNull();
  });

  it('shows the instructions without "Pay now" when there is no link, and only "Pay now" without instructions', () => {
    const { unmount } = renderScreen(
      <PaymentDetailsView status="DUE" shopper={{ paymentInstructions: 'Cash or check', paymentLink: null }} />,
      { me: client },
    );
    expect(screen.getByText('Cash or check')).toBeInTheDocument();
    expect(payNow()).not.toBeInTheDocument();
    unmount();

    renderScreen(<PaymentDetailsView status="DUE" shopper={{ paymentInstructions: '  ', paymentLink: LINK }} />, {
      me: client,
    });
    expect(payNow()).toHaveAttribute('href', LINK);
    expect(payNowLink('DUE', { paymentInstructions: null, paymentLink: LINK })).toBe(LINK);
  });

  it('shows nothing when the shopper set neither', () => {
    const { container } = renderScreen(
      <PaymentDetailsView status="DUE" shopper={{ paymentInstructions: null, paymentLink: null }} />,
      { me: client },
    );
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('asks for nothing once returns have brought the balance to zero', () => {
    const shopper = { paymentInstructions: 'Zelle to harper@example.com', paymentLink: LINK };
    const { container } = renderScreen(<PaymentDetailsView status="DUE" balance="0.00" shopper={shopper} />, {
      me: client,
    });
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(payNowLink('DUE', shopper, '0.00')).toBeNull();
    expect(payNowLink('DUE', shopper, '0.01')).toBe(LINK);
  });
});

describe("on the client's invoice card", () => {
  const items = [fakeItem({ id: 'item-1', name: 'Silk scarf', quantity: 3, unitPrice: '19.99' })];
  const INVOICES = 'GET /api/tasks/task-1/invoices';
  const clientInvoices = (status: 'DUE' | 'PAID') => [
    asClientEntry(
      fakeShopperEntry(status === 'PAID' ? { status, paidAt: '2026-03-03T10:00:00.000Z' } : { status }, [fakeLine()]),
    ),
  ];
  const renderCard = (canManage: boolean) =>
    renderScreen(<InvoiceCard taskId="task-1" items={items} feePct="12.50" canManage={canManage} />, {
      me: canManage ? shopperAccount : client,
    });

  it('shows how to pay and "Pay now" under a DUE invoice, from her shopper', async () => {
    mockFetch({ [INVOICES]: { body: clientInvoices('DUE') }, 'GET /api/my-shopper': { body: MY_SHOPPER } });
    renderCard(false);
    expect(await screen.findByRole('link', { name: /Pay now/ })).toHaveAttribute('href', LINK);
    expect(screen.getByText('How to pay')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('shows neither under a PAID invoice, and does not even ask for them', async () => {
    const fetchMock = mockFetch({
      [INVOICES]: { body: clientInvoices('PAID') },
      'GET /api/my-shopper': { body: MY_SHOPPER },
    });
    renderCard(false);
    expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
    expect(payNow()).not.toBeInTheDocument();
    expect(screen.queryByText('How to pay')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/my-shopper'))).toBe(false);
  });

  it('reads the same without them when her shopper cannot be loaded', async () => {
    mockFetch({ [INVOICES]: { body: clientInvoices('DUE') }, 'GET /api/my-shopper': { status: 500, body: {} } });
    renderCard(false);
    expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('How to pay')).not.toBeInTheDocument());
    expect(payNow()).not.toBeInTheDocument();
  });

  it('is not shown to the shopper (the client-only call is never made)', async () => {
    const fetchMock = mockFetch({
      [INVOICES]: { body: [fakeShopperEntry({}, [fakeLine()])] },
      'GET /api/my-shopper': { body: MY_SHOPPER },
    });
    renderCard(true);
    expect(await screen.findByText('INV-2026-0007')).toBeInTheDocument();
    expect(payNow()).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/my-shopper'))).toBe(false);
  });
});
