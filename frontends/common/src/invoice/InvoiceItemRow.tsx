import DislikeOutlined from '@ant-design/icons/DislikeOutlined';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { Checkbox, Flex, InputNumber, Typography } from 'antd';
import { fromCents, lineSubtotal } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { formatCurrency } from '../format';
import type { ItemChoice } from './invoice-selection';

/** What the client said of the item, in words beside the icon: "Client liked", "Client disliked", or nothing yet. */
export function clientReaction({ likes, dislikes }: { likes: number; dislikes: number }): {
  text: string;
  liked: boolean | null;
} {
  if (likes > 0 && dislikes === 0) return { text: 'Client liked', liked: true };
  if (dislikes > 0 && likes === 0) return { text: 'Client disliked', liked: false };
  if (likes > 0) return { text: `${likes} liked · ${dislikes} disliked`, liked: null };
  return { text: 'No reaction yet', liked: null };
}

function Reaction({ feedback }: { feedback: Schemas['ItemReadDto']['feedback'] }) {
  const { text, liked } = clientReaction(feedback);
  const Icon = liked === false ? DislikeOutlined : LikeOutlined;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {liked !== null && <Icon aria-hidden="true" style={{ marginInlineEnd: 4 }} />}
      {text}
    </Typography.Text>
  );
}

/**
 * One invoiceable item in the dialog: a checkbox named by the item, its unit price and what is
 * left, whether the client liked or disliked it, the quantity to bill (bounded by the mode's
 * minimum and the remainder) and the line amount.
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
        <Flex vertical style={{ paddingInlineStart: 24 }}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {formatCurrency(item.unitPrice)} each · {item.qtyRemaining} left
          </Typography.Text>
          <Reaction feedback={item.feedback} />
        </Flex>
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
          {formatCurrency(fromCents(lineSubtotal(quantity, item.unitPrice)))}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
