import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Flex, theme, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Schemas } from '../api/typed';
import { ClampedText } from './ClampedText';
import { ITEM_TEXTS, type ItemTextField } from './item-texts';
import { LazyItemTextModal } from './lazy-item-dialogs';
import { useConfirmRemoveItemText } from './use-confirm-remove-item-text';

type Item = Schemas['ItemReadDto'];

function TextBlock({
  field,
  item,
  canEdit,
  onEdit,
  onRemove,
}: {
  field: ItemTextField;
  item: Item;
  canEdit: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const wording = ITEM_TEXTS[field];
  const text = item[field];
  if (!text) return null;
  return (
    <div>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={4} style={{ margin: 0, fontSize: 13 }}>
          {canEdit ? wording.heading.shopper : wording.heading.client}
        </Typography.Title>
        {canEdit && (
          <Flex gap={4}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined aria-hidden="true" />}
              aria-label={`Edit ${wording.noun} for ${item.name}`}
              onClick={onEdit}
              style={{ paddingInline: 4 }}
            >
              Edit
            </Button>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden="true" />}
              aria-label={`Remove ${wording.noun} for ${item.name}`}
              onClick={onRemove}
              style={{ paddingInline: 4 }}
            >
              Remove
            </Button>
          </Flex>
        )}
      </Flex>
      <ClampedText text={text} label={field === 'aiSummary' ? 'summary' : 'note'} />
    </div>
  );
}

function NoteFrame({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        padding: '8px 12px',
        background: token.colorFillAlter,
        borderInlineStart: `3px solid ${token.colorPrimary}`,
        borderRadius: token.borderRadius,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The item's summary and the shopper's note to her client, for both roles. The shopper (on an
 * item she may still change) edits or removes each and adds a note; the client reads them.
 */
export function ItemNotes({ taskId, item, canEdit }: { taskId: string; item: Item; canEdit: boolean }) {
  // The field outlives `open` so that the dialog keeps its title while it closes.
  const [dialog, setDialog] = useState<{ field: ItemTextField; open: boolean }>({ field: 'shopperNote', open: false });
  const edit = (field: ItemTextField) => setDialog({ field, open: true });
  const confirmRemove = useConfirmRemoveItemText(taskId);
  const block = (field: ItemTextField) => (
    <TextBlock
      field={field}
      item={item}
      canEdit={canEdit}
      onEdit={() => edit(field)}
      onRemove={() => confirmRemove(item, field)}
    />
  );
  return (
    <>
      {block('aiSummary')}
      {item.shopperNote && <NoteFrame>{block('shopperNote')}</NoteFrame>}
      {canEdit && !item.shopperNote && (
        <Button
          type="dashed"
          size="small"
          icon={<PlusOutlined aria-hidden="true" />}
          aria-label={`Add a note for your client on ${item.name}`}
          onClick={() => edit('shopperNote')}
          style={{ alignSelf: 'start' }}
        >
          Add a note for your client
        </Button>
      )}
      {canEdit && (
        <LazyItemTextModal
          taskId={taskId}
          item={item}
          field={dialog.field}
          open={dialog.open}
          onClose={() => setDialog(({ field }) => ({ field, open: false }))}
        />
      )}
    </>
  );
}
