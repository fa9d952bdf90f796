import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Button, Flex, type ButtonProps, Typography } from 'antd';
import { useId } from 'react';
import type { Schemas } from '../api/typed';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';
import { PayByCardButton } from '../card-payments/PayByCardButton';
import type { CardPaymentTarget } from '../card-payments/use-card-checkout';
import type { AnyInvoice } from './use-task-invoices';
import { useMyShopper } from './use-my-shopper';

type InvoiceStatus = AnyInvoice['status'];
/** What of the shopper says how to pay her (GET /api/my-shopper). */
export type PaymentSource = Pick<Schemas['MyShopperDto'], 'paymentInstructions' | 'paymentLink'> &
  Partial<Pick<Schemas['MyShopperDto'], 'acceptsCards'>>;

/** What "Pay $X now" pays by card when the shopper takes cards. */
export interface CardPayment {
  target: CardPaymentTarget;
  amount: string;
}

/**
 * How to pay is said only while there is something to pay: the invoice is DUE and, when its
 * `balance` is known (the net total, after returns), it is above zero.
 */
export const isPayable = (status: InvoiceStatus, balance?: string) =>
  status === 'DUE' && (balance === undefined || Number(balance) > 0);

/** The link "Pay now" opens for an invoice in `status`, or null: only while it is payable and the shopper has one. */
export function payNowLink(
  status: InvoiceStatus,
  shopper: PaymentSource | null | undefined,
  balance?: string,
): string | null {
  return isPayable(status, balance) && shopper?.paymentLink ? shopper.paymentLink : null;
}

/**
 * "Pay now": the shopper's payment link, in a new tab (and saying so to screen readers),
 * without handing it this page (noopener noreferrer).
 */
export function PayNowButton({ href, ...props }: { href: string } & Omit<ButtonProps, 'href' | 'target'>) {
  return (
    <Button
      type="primary"
      icon={<ExportOutlined aria-hidden="true" />}
      {...props}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      Pay now<span style={VISUALLY_HIDDEN}> (opens in a new tab)</span>
    </Button>
  );
}

/**
 * How to pay an invoice, as the shopper wrote it, and how to pay now: by card ("Pay $X now", her
 * Checkout) when she takes cards and `cardPayment` says what, else "Pay now" when she gave a
 * payment link. Only while the invoice is DUE, and nothing at all when she set none of them.
 */
export function PaymentDetailsView({
  status,
  balance,
  shopper,
  cardPayment,
}: {
  status: InvoiceStatus;
  balance?: string;
  shopper: PaymentSource | null | undefined;
  cardPayment?: CardPayment;
}) {
  const headingId = useId();
  if (!isPayable(status, balance) || !shopper) return null;
  const instructions = shopper.paymentInstructions?.trim();
  const card = shopper.acceptsCards ? cardPayment : undefined;
  // With cards, her link is not offered beside them: one way to pay now.
  const link = shopper.acceptsCards ? null : payNowLink(status, shopper, balance);
  if (!instructions && !link && !card) return null;
  return (
    <section aria-labelledby={headingId}>
      <Flex vertical gap={8} align="start">
        <Typography.Text strong id={headingId}>
          How to pay
        </Typography.Text>
        {instructions && (
          <Typography.Paragraph style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 }}>
            {instructions}
          </Typography.Paragraph>
        )}
        {card && <PayByCardButton payFor={card.target} amount={card.amount} />}
        {link && <PayNowButton href={link} />}
      </Flex>
    </section>
  );
}

/**
 * The client's "How to pay" under her invoice, from her shopper's payment details (GET
 * /api/my-shopper, shared with her dashboard). Nothing while they load, when they cannot, or
 * when she has no shopper: the invoice reads the same without them. For clients only.
 */
export function PaymentDetails({
  status,
  balance,
  cardPayment,
}: {
  status: InvoiceStatus;
  balance?: string;
  cardPayment?: CardPayment;
}) {
  const shopper = useMyShopper({ enabled: isPayable(status, balance) });
  return <PaymentDetailsView status={status} balance={balance} shopper={shopper.data} cardPayment={cardPayment} />;
}
