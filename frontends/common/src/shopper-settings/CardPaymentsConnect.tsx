import { useMutation } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import { failureText } from '../api/failure-text';
import { api, type Schemas } from '../api/typed';
import { type StatusHue, StatusTag } from '../components/StatusTag';
import { useToast } from '../toast/useToast';
import { leaveForProvider } from '../card-payments/leave-for-provider';

type CardPaymentState = Schemas['ShopperSettingsDto']['cardPayments'];

const STATES: Record<
  Exclude<CardPaymentState, 'unavailable'>,
  { tag: string; hue: StatusHue; text: string; action: string }
> = {
  'not-connected': {
    tag: 'Not connected',
    hue: 'neutral',
    text: 'Let your clients pay invoices and deposits by card. The money goes to your own Stripe account.',
    action: 'Connect Stripe',
  },
  pending: {
    tag: 'Setup not finished',
    hue: 'gold',
    text: 'Stripe has not confirmed your account yet. Finish setting it up to take cards.',
    action: 'Finish Stripe Setup',
  },
  ready: {
    tag: 'Connected',
    hue: 'green',
    text: 'Your clients pay by card with “Pay now” on their invoices and deposits.',
    action: 'Update Stripe Details',
  },
};

/** How often her settings are read again while Stripe has yet to confirm the account she came back from. */
const RETURN_POLL_MS = 3_000;

/**
 * Card payments in her settings: connect her Stripe account (Stripe's onboarding page, in this
 * tab), where it stands, and back to Stripe to finish or change it. Nothing on an installation
 * without card payments. Back from Stripe (?stripe=return) with the account not yet confirmed,
 * her settings are read again until Stripe's word arrives.
 */
export function CardPaymentsConnect({ state, onRefresh }: { state: CardPaymentState; onRefresh: () => void }) {
  const headingId = useId();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const returning = params.get('stripe') === 'return';
  const connect = useMutation({
    mutationFn: async () => {
      const { url } = await api.post('/api/shoppers/me/stripe/connect');
      return leaveForProvider(url);
    },
  });
  useEffect(() => {
    if (!returning || state !== 'pending') return;
    const timer = setInterval(onRefresh, RETURN_POLL_MS);
    return () => clearInterval(timer);
  }, [returning, state, onRefresh]);
  if (state === 'unavailable') return null;
  const shown = STATES[state];
  return (
    <section aria-labelledby={headingId}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={2} id={headingId} style={{ fontSize: 18, margin: 0 }}>
          Card payments
        </Typography.Title>
        <StatusTag hue={shown.hue}>{shown.tag}</StatusTag>
      </Flex>
      <Typography.Paragraph type="secondary">{shown.text}</Typography.Paragraph>
      <Button
        type={state === 'ready' ? 'default' : 'primary'}
        loading={connect.isPending}
        onClick={() =>
          connect.mutate(undefined, {
            onError: (error) =>
              toast({
                title: 'Stripe could not be opened',
                description: failureText(error, 'Please try again.'),
                variant: 'destructive',
              }),
          })
        }
      >
        {shown.action}
      </Button>
    </section>
  );
}
