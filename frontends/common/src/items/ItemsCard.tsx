import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import { Button, Card, Col, Empty, Row, Typography } from 'antd';
import { useState } from 'react';
import type { Schemas } from '../api/typed';
import { ItemCard } from './ItemCard';
import { LazyItemFormModal } from './lazy-item-dialogs';

export interface ItemsCardProps {
  taskId: string;
  items: Schemas['ItemReadDto'][];
  /** The shopper: add, edit, delete, photos, receipts, import. */
  canEdit: boolean;
  /** The client: like and dislike. */
  canReact: boolean;
  onOpenImages: (images: Schemas['ImageRefDto'][], index: number, label: string) => void;
}

function NoItems({ canEdit, onAdd }: { canEdit: boolean; onAdd: () => void }) {
  return (
    <Empty
      image={<ShoppingOutlined aria-hidden="true" style={{ fontSize: 40 }} />}
      styles={{ image: { height: 48 } }}
      description={
        canEdit ? (
          <>
            <Typography.Text strong>No items yet</Typography.Text>
            <br />
            <Typography.Text type="secondary">Add the first item you found for your client.</Typography.Text>
          </>
        ) : (
          <>
            <Typography.Text strong>Your shopper hasn&apos;t added items yet</Typography.Text>
            <br />
            <Typography.Text type="secondary">Items will appear here as your shopper finds them.</Typography.Text>
          </>
        )
      }
    >
      {canEdit && (
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
          Add First Item
        </Button>
      )}
    </Empty>
  );
}

/** The task's "Shopping Items" card: the items (two columns from 992 px), and "Add Item" for the shopper. */
export function ItemsCard({ taskId, items, canEdit, canReact, onOpenImages }: ItemsCardProps) {
  const [adding, setAdding] = useState(false);
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          Shopping Items{' '}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 16 }}>
            ({items.length})
          </Typography.Text>
        </Typography.Title>
      }
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
            Add Item
          </Button>
        )
      }
    >
      {items.length === 0 ? (
        <NoItems canEdit={canEdit} onAdd={() => setAdding(true)} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col key={item.id} xs={24} lg={12}>
              <ItemCard taskId={taskId} item={item} canEdit={canEdit} canReact={canReact} onOpenImages={onOpenImages} />
            </Col>
          ))}
        </Row>
      )}
      {canEdit && <LazyItemFormModal taskId={taskId} open={adding} onClose={() => setAdding(false)} />}
    </Card>
  );
}
