import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import { Button, type ButtonProps } from 'antd';
import { failureText } from '../api/failure-text';
import { formatCurrency } from '../format';
import { useToast } from '../toast/useToast';
import { type CardPaymentTarget, useStartCardCheckout } from './use-card-checkout';

/** "Pay $X now" by card: the shopper's Checkout page, in this tab; she comes back to the task. */
export function PayByCardButton({
  payFor,
  amount,
  ...props
}: { payFor: CardPaymentTarget; amount: string } & Omit<ButtonProps, 'onClick' | 'loading' | 'href' | 'target'>) {
  const checkout = useStartCardCheckout();
  const { toast } = useToast();
  return (
    <Button
      type="primary"
      icon={<CreditCardOutlined aria-hidden="true" />}
      {...props}
      loading={checkout.isPending}
      onClick={() =>
        checkout.mutate(payFor, {
          onError: (error) =>
            toast({
              title: 'Card payment could not start',
              description: failureText(error, 'Please try again.'),
              variant: 'destructive',
            }),
        })
      }
    >
      Pay {formatCurrency(amount)} now
    </Button>
  );
}
