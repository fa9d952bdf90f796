import LockOutlined from '@ant-design/icons/LockOutlined';
import { Flex, Typography } from 'antd';
import { fromCents, lineSubtotal } from '@atelier/billing';
import type { Schemas } from '../api/typed';
import { formatCurrency } from '../format';
import { remainingText } from './item-rules';
import { ItemStatusTag } from './ItemStatusTag';
import { NewTabLink } from './NewTabLink';

type Item = Schemas['ItemReadDto'];

/** What an item is: name, brand and store, price and total, status and links (its texts: ItemNotes). */
export function ItemDetails({ item, lockReason }: { item: Item; lockReason: string | null }) {
  const origin = [item.brand, item.store].filter(Boolean).join(' · ');
  const remaining = remainingText(item);
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="start" gap={8}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography.Title>
        <ItemStatusTag item={item} />
      </Flex>
      {origin && <Typography.Text type="secondary">{origin}</Typography.Text>}
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text>
          {formatCurrency(item.unitPrice)} × {item.quantity}
        </Typography.Text>
        <Typography.Text strong>
          Total {formatCurrency(fromCents(lineSubtotal(item.quantity, item.unitPrice)))}
        </Typography.Text>
      </Flex>
      {remaining && <Typography.Text type="secondary">{remaining}</Typography.Text>}
      {lockReason && (
        <Typography.Text type="secondary">
          <LockOutlined aria-hidden="true" /> {lockReason}
        </Typography.Text>
      )}
      {(item.link || item.receiptUrl) && (
        <Flex gap={16} wrap>
          {item.link && <NewTabLink href={item.link}>View product</NewTabLink>}
          {item.receiptUrl && <NewTabLink href={item.receiptUrl}>View receipt</NewTabLink>}
        </Flex>
      )}
    </Flex>
  );
}
