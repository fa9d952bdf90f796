import { parseTypedAmount } from '@atelier/billing';
import { Card, Flex, theme, Typography } from 'antd';
import { UnreadBadge } from '../components/UnreadBadge';
import { useId } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '../components/StatusTag';
import { TaskStatusTag } from '../components/TaskStatusTag';
import { formatCurrency, formatDate, truncate } from '../format';
import type { TaskListItem } from './task-filters';
// The glyph alone: the budget's index also brings the task page's meter, and with it antd's Progress.
import { BudgetGlyph } from '../budget/BudgetGlyph';

// Preset colours whose text keeps a readable contrast on their light fill.
const INVOICE_TAGS = { DUE: { hue: 'gold', label: 'Invoice due' }, PAID: { hue: 'green', label: 'Paid' } } as const;

export interface TaskCardProps {
  task: TaskListItem;
  /** The shopper's list names the client; a client's list is all their own. */
  showClient: boolean;
}

/**
 * One task of the lists, a link to /tasks/{id}: title (truncated at 50), status, client,
 * recipient, category, creation date, item count, amount, budget glyph and invoice status. The shopper's list
 * shows the items' subtotal (the fee is read on the task); the client's what she pays, the fee
 * included, as her invoices bill it (she never sees the fee on its own).
 */
export function TaskCard({ task, showClient }: TaskCardProps) {
  const { token } = theme.useToken();
  const id = useId();
  // Only the shopper's list names the client: a client's list is her own.
  const amount = showClient ? task.subtotal : task.total;
  const invoice = task.invoiceStatus ? INVOICE_TAGS[task.invoiceStatus] : null;
  const facts: [string, string][] = [
    ...(showClient ? [['Client', task.clientName] as [string, string]] : []),
    ['Recipient', task.recipientName ?? 'Not set'],
    ['Category', task.category.name],
    ['Created', formatDate(task.createdAt)],
  ];
  return (
    <Link
      to={`/tasks/${encodeURIComponent(task.id)}`}
      className="atelier-block-link"
      aria-label={task.title}
      aria-describedby={`${id}-facts ${id}-totals`}
      style={{ display: 'block', height: '100%', color: 'inherit', borderRadius: token.borderRadiusLG }}
    >
      <Card size="small" hoverable style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <h2 title={task.title} style={{ margin: 0, fontSize: 16, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {truncate(task.title)}
          </h2>
          <Flex gap={6} align="center" style={{ flex: 'none' }}>
            <UnreadBadge count={task.unreadCount} />
            <TaskStatusTag status={task.status} />
          </Flex>
        </Flex>
        <dl
          id={`${id}-facts`}
          style={{
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            gap: '2px 12px',
            margin: '12px 0',
            fontSize: 13,
          }}
        >
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{value}</dd>
            </div>
          ))}
        </dl>
        <Flex
          id={`${id}-totals`}
          justify="space-between"
          align="center"
          wrap
          gap={8}
          style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 10 }}
        >
          <span>
            <Typography.Text type="secondary">
              {task.itemCount} {task.itemCount === 1 ? 'item' : 'items'} ·{' '}
            </Typography.Text>
            <Typography.Text strong>{formatCurrency(amount)}</Typography.Text>
            {/* Against the budget for both roles: what the client pays, the fee included. */}
            <span style={{ marginInlineStart: 6, verticalAlign: 'middle' }}>
              <BudgetGlyph answer={task.budget} spentCents={parseTypedAmount(task.total) ?? 0} />
            </span>
          </span>
          {invoice ? (
            <StatusTag hue={invoice.hue}>{invoice.label}</StatusTag>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              No invoice
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Link>
  );
}
