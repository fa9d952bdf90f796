import { Checkbox, Flex, InputNumber, Typography } from 'antd';
import type { Schemas } from '../api/typed';
import { formatCurrency } from '../format';
import { centsToString, lineCents } from './invoice-preview';
import type { ItemChoice } from './invoice-selection';

/**
 * One invoiceable item in the dialog: a checkbox named by the item, its unit price and what is
 * left, the quantity to bill (bounded by the mode's minimum and the remainder) and the line amount.
 */
export function InvoiceItemRow({
  item,
  choice,
  minimum,
  quantity,
  onChange,
}: {
  item: Schemas['ItemReadDto'];
  choice: ItemChoice;
  minimum: number;
  /** The quantity that will be billed (the typed one, within bounds). */
  quantity: number;
  onChange: (choice: ItemChoice) => void;
}) {
  return (
    <Flex justify="space-between" align="center" gap="8px 12px" wrap style={{ padding: '8px 0' }}>
      <Flex vertical style={{ minWidth: 0, flex: '1 1 160px' }}>
        <Checkbox
          checked={choice.checked}
          onChange={(event) => onChange({ ...choice, checked: event.target.checked })}
          style={{ minHeight: 32, alignItems: 'center', overflowWrap: 'anywhere' }}
        >
          {item.name}
        </Checkbox>
        <Typography.Text type="secondary" style={{ fontSize: 13, paddingInlineStart: 24 }}>
          {formatCurrency(item.unitPrice)} each · {item.qtyRemaining} left
        </Typography.Text>
      </Flex>
      <Flex align="center" gap={12} style={{ marginInlineStart: 'auto' }}>
        <InputNumber
          aria-label={`Quantity for ${item.name}`}
          min={minimum}
          max={item.qtyRemaining}
          precision={0}
          step={1}
          value={choice.quantity}
          // Typing a quantity means the item is wanted.
          onChange={(value) => onChange({ checked: true, quantity: value })}
          style={{ width: 80 }}
        />
        <Typography.Text
          strong={choice.checked}
          type={choice.checked ? undefined : 'secondary'}
          style={{ minWidth: 80, textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
        >
          {formatCurrency(centsToString(lineCents({ quantity, unitPrice: item.unitPrice })))}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
