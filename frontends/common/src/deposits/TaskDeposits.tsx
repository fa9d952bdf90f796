import { PAYMENT_METHOD_LABELS, type PaymentMethod, REFUND_METHOD_LABELS, toCents } from '@atelier/billing';
import { Button, Flex, theme, Typography } from 'antd';
import { type StatusHue, StatusTag } from '../components/StatusTag';
import { useId, useState } from 'react';
import type { Schemas } from '../api/typed';
import { formatCurrency, formatDay } from '../format';
import { ConfirmedInvoiceAction } from '../invoice/ConfirmedInvoiceAction';
import { failureToast } from '../invoice/failure-description';
import { PaymentDetails } from '../invoice/PaymentDetails';
import { useMyShopper } from '../invoice/use-my-shopper';
import { PayByCardButton } from '../card-payments/PayByCardButton';
import { useToast } from '../toast/useToast';
import {
  LazyRecordDepositPaidDialog,
  LazyReleaseDepositDialog,
  LazyRequestDepositDialog,
} from './lazy-deposit-dialogs';
import { useCancelDeposit, useTaskDeposits } from './use-task-deposits';

type Deposit = Schemas['DepositDto'];
type Release = Schemas['DepositReleaseDto'];

/** "$27.51 of the deposit kept as credit · Dec 8, 2026", "… refunded · Zelle · Dec 8, 2026 · ref". */
export function releaseSummary(release: Release): string {
  const amount = `${formatCurrency(release.amount)} of the deposit`;
  const day = formatDay(release.releasedOn);
  if (release.method === 'credit') return `${amount} kept as credit · ${day}`;
  return [`${amount} refunded`, REFUND_METHOD_LABELS[release.method], day, release.reference]
    .filter(Boolean)
    .join(' · ');
}

const STATUS_TAGS: Record<Deposit['status'], { label: string; hue: StatusHue }> = {
  REQUESTED: { label: 'Requested', hue: 'gold' },
  PAID: { label: 'Paid', hue: 'green' },
  CANCELLED: { label: 'Cancelled', hue: 'neutral' },
};

/** "Due by Dec 10, 2026", or "Paid Dec 3, 2026 · Zelle · ref". */
export function depositSummary(deposit: Deposit): string | null {
  if (deposit.status === 'PAID' && deposit.paidOn) {
    const method = deposit.method ? PAYMENT_METHOD_LABELS[deposit.method as PaymentMethod] : null;
    return [`Paid ${formatDay(deposit.paidOn)}`, method, deposit.reference].filter(Boolean).join(' · ');
  }
  if (deposit.status === 'REQUESTED' && deposit.dueDate) return `Due by ${formatDay(deposit.dueDate)}`;
  return null;
}

/**
 * The task's deposits, above its invoice: what was asked for before shopping, its state, and
 * what is held for the invoices. The shopper asks for one, records it paid or cancels it; the
 * client reads them and, while one is asked for, how to pay: by card on each ("Pay $X now")
 * when her shopper takes cards. Nothing for the client while the task has none.
 */
export function TaskDeposits({ taskId, canManage }: { taskId: string; canManage: boolean }) {
  const headingId = useId();
  const { token } = theme.useToken();
  const deposits = useTaskDeposits(taskId);
  const [requesting, setRequesting] = useState(false);
  const [paying, setPaying] = useState<{ deposit: Deposit; open: boolean } | null>(null);
  const [releasing, setReleasing] = useState(false);
  const list = deposits.data?.deposits ?? [];
  const held = deposits.data ? toCents(deposits.data.held) : 0;
  const requested = deposits.data?.requested ?? '0.00';
  const asked = !canManage && toCents(requested) > 0;
  const shopper = useMyShopper({ enabled: asked });
  if (!canManage && list.length === 0) return null;

  return (
    // Set apart from the invoice below it.
    <section
      aria-labelledby={headingId}
      style={{ paddingBottom: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Text strong id={headingId}>
          Deposits
        </Typography.Text>
        {canManage && <Button onClick={() => setRequesting(true)}>Request Deposit</Button>}
      </Flex>
      {list.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          Ask for a deposit before you shop, so you do not front your own money.
        </Typography.Paragraph>
      ) : (
        <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
          {list.map((deposit) => (
            <DepositRow
              key={deposit.id}
              taskId={taskId}
              deposit={deposit}
              canManage={canManage}
              payByCard={asked && shopper.data?.acceptsCards === true}
              onRecordPaid={() => setPaying({ deposit, open: true })}
            />
          ))}
        </ul>
      )}
      {held > 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
          {formatCurrency(deposits.data!.held)} held for this task
          {deposits.data!.releasable
            ? canManage
              ? ': the task is done, so give it back or keep it as your client’s credit.'
              : ': the task is done, so your shopper will give it back or keep it as your credit.'
            : ': each invoice takes it off first.'}
        </Typography.Text>
      )}
      {canManage && deposits.data?.releasable && (
        <Flex style={{ marginTop: 8 }}>
          <Button onClick={() => setReleasing(true)}>Give Back {formatCurrency(deposits.data.held)}</Button>
        </Flex>
      )}
      {(deposits.data?.releases ?? []).map((release) => (
        <Typography.Text key={release.id} style={{ display: 'block', marginTop: 4, fontSize: 13 }}>
          {releaseSummary(release)}
        </Typography.Text>
      ))}
      {asked && <PaymentDetails status="DUE" balance={requested} />}
      {canManage && <LazyRequestDepositDialog taskId={taskId} open={requesting} onClose={() => setRequesting(false)} />}
      {canManage && deposits.data && (
        <LazyReleaseDepositDialog
          taskId={taskId}
          held={deposits.data.held}
          open={releasing}
          onClose={() => setReleasing(false)}
        />
      )}
      {canManage && paying && (
        <LazyRecordDepositPaidDialog
          taskId={taskId}
          deposit={paying.deposit}
          open={paying.open}
          onClose={() => setPaying((shown) => shown && { ...shown, open: false })}
        />
      )}
    </section>
  );
}

function DepositRow({
  taskId,
  deposit,
  canManage,
  payByCard,
  onRecordPaid,
}: {
  taskId: string;
  deposit: Deposit;
  canManage: boolean;
  /** The client pays it by card here ("Pay $X now"): her shopper takes cards. */
  payByCard: boolean;
  onRecordPaid: () => void;
}) {
  const { toast } = useToast();
  const cancelling = useCancelDeposit(taskId);
  const tag = STATUS_TAGS[deposit.status];
  const summary = depositSummary(deposit);
  return (
    <Flex
      component="li"
      vertical
      gap={4}
      style={{ padding: '6px 0' }}
      aria-label={`Deposit of ${formatCurrency(deposit.amount)}`}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatCurrency(deposit.amount)}
        </Typography.Text>
        <StatusTag hue={tag.hue}>{tag.label}</StatusTag>
      </Flex>
      {summary && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {summary}
        </Typography.Text>
      )}
      {deposit.note && <Typography.Text style={{ overflowWrap: 'anywhere' }}>{deposit.note}</Typography.Text>}
      {payByCard && deposit.status === 'REQUESTED' && (
        <Flex>
          <PayByCardButton size="small" payFor={{ kind: 'deposit', id: deposit.id }} amount={deposit.amount} />
        </Flex>
      )}
      {canManage && deposit.status === 'REQUESTED' && (
        <Flex gap={8} wrap>
          <Button size="small" type="primary" onClick={onRecordPaid} disabled={cancelling.isPending}>
            Record as Paid
          </Button>
          <ConfirmedInvoiceAction
            label="Cancel Deposit"
            danger
            title="Cancel this deposit?"
            okText="Cancel Deposit"
            cancelText="Keep It"
            pending={cancelling.isPending}
            disabled={false}
            onConfirm={(settled) =>
              cancelling.mutate(deposit.id, {
                onSettled: settled,
                onError: (error) => toast(failureToast('Failed to cancel the deposit. Please try again.', error)),
              })
            }
          >
            Your client is no longer asked for {formatCurrency(deposit.amount)}.
          </ConfirmedInvoiceAction>
        </Flex>
      )}
    </Flex>
  );
}
