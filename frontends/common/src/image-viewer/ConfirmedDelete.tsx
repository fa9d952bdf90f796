import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Flex, Typography } from 'antd';
import { type Ref, useId } from 'react';

/** The author's Delete, which opens the confirmation below it. */
export function DeleteButton({
  buttonRef,
  confirming,
  onClick,
  label,
}: {
  buttonRef: Ref<HTMLButtonElement>;
  confirming: boolean;
  onClick: () => void;
  /** The accessible name, where "Delete" alone would not say what goes (a reply, beside its pin's Delete). */
  label?: string;
}) {
  return (
    <Button
      ref={buttonRef}
      size="small"
      danger
      icon={<DeleteOutlined aria-hidden="true" />}
      aria-label={label}
      aria-expanded={confirming}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}

/**
 * The spec's "Delete this comment?" with Cancel and "Yes, delete", under the Delete button
 * of a comment or a reply. Cancel takes the focus when it opens, so a stray Enter deletes nothing.
 */
export function DeleteConfirmation({
  pending,
  onCancel,
  onConfirm,
  note,
}: {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What else goes (a pin's replies). */
  note?: string;
}) {
  const questionId = useId();
  const noteId = useId();
  return (
    <Flex vertical gap={4} role="group" aria-labelledby={questionId} aria-describedby={note ? noteId : undefined}>
      <Flex align="center" justify="space-between" gap={8} wrap>
        <Typography.Text id={questionId}>Delete this comment?</Typography.Text>
        <Flex gap={8}>
          <Button size="small" autoFocus onClick={onCancel}>
            Cancel
          </Button>
          <Button size="small" type="primary" danger loading={pending} onClick={onConfirm}>
            Yes, delete
          </Button>
        </Flex>
      </Flex>
      {note && (
        <Typography.Text id={noteId} type="secondary" style={{ fontSize: 12 }}>
          {note}
        </Typography.Text>
      )}
    </Flex>
  );
}
