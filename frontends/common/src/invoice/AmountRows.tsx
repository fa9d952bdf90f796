import { Flex, Typography } from 'antd';
import { formatCurrency } from '../format';

export interface AmountRow {
  label: string;
  /** A two-decimal string ("67.47"). */
  amount: string;
  /** The total: set apart and bold. */
  emphasis?: boolean;
}

/** Totals as a named group holding a description list: the label left, the amount right in tabular figures. */
export function AmountRows({ rows, ariaLabel }: { rows: AmountRow[]; ariaLabel: string }) {
  return (
    <div role="group" aria-label={ariaLabel}>
      <dl style={{ margin: 0 }}>
        {rows.map(({ label, amount, emphasis }) => (
          <Flex
            key={label}
            component="div"
            justify="space-between"
            gap={12}
            style={{ padding: emphasis ? '6px 0 0' : '2px 0' }}
          >
            <dt>
              <Typography.Text type={emphasis ? undefined : 'secondary'} strong={emphasis}>
                {label}
              </Typography.Text>
            </dt>
            <dd style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>
              <Typography.Text strong={emphasis}>{formatCurrency(amount)}</Typography.Text>
            </dd>
          </Flex>
        ))}
      </dl>
    </div>
  );
}
