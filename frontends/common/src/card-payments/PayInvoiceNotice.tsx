import { Alert, Button, Flex } from 'antd';
import { useSearchParams } from 'react-router';
import { formatCurrency, formatDay } from '../format';
import { useMyShopper } from '../invoice/use-my-shopper';
import { useTaskInvoices } from '../invoice/use-task-invoices';
import { PayByCardButton } from './PayByCardButton';

/** The query parameter an invoice email's "Pay $X" opens the task with (invoice-email-facts.ts). */
export const PAY_PARAM = 'pay';

/**
 * Arriving from an invoice email's "Pay $X" (/tasks/{id}?pay=<invoice id>): the invoice's balance
 * with its card payment first on the page, one press from the checkout page, or what became of
 * the invoice since the email (paid, withdrawn). Closing it drops the parameter.
 */
export function PayInvoiceNotice({ taskId }: { taskId: string }) {
  const [params, setParams] = useSearchParams();
  const invoiceId = params.get(PAY_PARAM);
  const invoices = useTaskInvoices(taskId);
  const shopper = useMyShopper({ enabled: invoiceId !== null });
  const entry = invoiceId ? invoices.data?.find(({ invoice }) => invoice.id === invoiceId) : undefined;
  if (!entry?.balanceDue || !shopper.data) return null;
  const { invoice, balanceDue } = entry;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PAY_PARAM);
        return next;
      },
      { replace: true },
    );
  const closeButton = (label: string) => (
    <Button size="small" onClick={close}>
      {label}
    </Button>
  );
  if (invoice.status === 'VOID') {
    return (
      <Alert
        role="status"
        type="info"
        showIcon
        title={`Invoice ${invoice.invoiceNumber} was withdrawn: there is nothing to pay.`}
        action={closeButton('Close')}
      />
    );
  }
  if (invoice.status === 'PAID' || Number(balanceDue) <= 0) {
    return (
      <Alert
        role="status"
        type="success"
        showIcon
        title={`Invoice ${invoice.invoiceNumber} is paid. Thank you!`}
        action={closeButton('Close')}
      />
    );
  }
  if (!shopper.data.acceptsCards) return null;
  const due = invoice.dueDate ? ` due by ${formatDay(invoice.dueDate)}` : '';
  return (
    <Alert
      type="info"
      showIcon
      title={`Invoice ${invoice.invoiceNumber}: ${formatCurrency(balanceDue)}${due}`}
      description="Pay by card on your shopper's secure checkout page. Your card details never reach Atelier."
      action={
        <Flex gap={8} wrap>
          <PayByCardButton payFor={{ kind: 'invoice', id: invoice.id }} amount={balanceDue} autoFocus />
          {closeButton('Not now')}
        </Flex>
      }
    />
  );
}
