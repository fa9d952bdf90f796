import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router';
import { formatCurrency } from '../format';
import { useCardCheckout } from './use-card-checkout';

/** The query parameter the checkout page sends the client back with (CardCheckoutsService). */
export const CHECKOUT_PARAM = 'checkout';

/**
 * Back from paying by card (/tasks/{id}?checkout=…): says the payment is being confirmed until
 * the provider's confirmation is recorded, then that it was received, or that it failed. Closing
 * it drops the parameter, so a reload does not show it again.
 */
export function CheckoutReturnNotice({ taskId }: { taskId: string }) {
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get(CHECKOUT_PARAM);
  const checkout = useCardCheckout(taskId, checkoutId);
  if (!checkoutId || !checkout.data || checkout.data.taskId !== taskId) return null;
  const amount = formatCurrency(checkout.data.amount);
  const what = checkout.data.kind === 'deposit' ? 'deposit' : 'payment';
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CHECKOUT_PARAM);
        return next;
      },
      { replace: true },
    );
  const closeButton = (
    <Button size="small" onClick={close}>
      Close
    </Button>
  );
  switch (checkout.data.status) {
    case 'PAID':
      return (
        <Alert
          role="status"
          type="success"
          showIcon
          title={`Thank you: your ${what} of ${amount} was received.`}
          action={closeButton}
        />
      );
    case 'FAILED':
      return (
        <Alert
          role="alert"
          type="error"
          showIcon
          title={`Your card ${what} of ${amount} did not go through.`}
          description="Nothing was taken. You can try again, or pay your shopper another way."
          action={closeButton}
        />
      );
    default:
      return (
        <Alert
          role="status"
          type="info"
          showIcon
          title={`Confirming your ${what} of ${amount}…`}
          description="This page updates as soon as the card payment is confirmed."
        />
      );
  }
}
