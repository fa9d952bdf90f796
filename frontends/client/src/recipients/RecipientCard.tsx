import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { truncate, useToast, failureText } from '@atelier/common';
import { RECIPIENT_MESSAGES, type RecipientListItem, useDeleteRecipient } from '@atelier/common/recipients';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { formatBirthdate, relationshipCaption } from './recipient-facts';

export function recipientTasksHref(recipientId: string): string {
  return `/tasks?recipientId=${encodeURIComponent(recipientId)}`;
}

function TaskCounts({ counts }: { counts: RecipientListItem['taskCounts'] }) {
  const badges = [
    `${counts.total} ${counts.total === 1 ? 'task' : 'tasks'}`,
    `${counts.active} active`,
    `${counts.done} done`,
    `${counts.draft} draft`,
  ];
  return (
    <Flex gap={6} wrap>
      {badges.map((badge) => (
        <Tag key={badge} style={{ marginInlineEnd: 0 }}>
          {badge}
        </Tag>
      ))}
    </Flex>
  );
}

/**
 * One recipient. The whole card opens the recipient's tasks: its name is the link, stretched
 * over the card by an overlay, so the card is one tab stop; Edit and Delete sit above the
 * overlay and never follow it.
 */
export function RecipientCard({
  recipient,
  onEdit,
}: {
  recipient: RecipientListItem;
  onEdit: (recipient: RecipientListItem) => void;
}) {
  const remove = useDeleteRecipient();
  const { toast } = useToast();
  const { displayName, relationship, birthdate, notes } = recipient;
  const caption = relationshipCaption(displayName, relationship);
  const born = formatBirthdate(birthdate);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(recipient.id);
      toast({
        title: RECIPIENT_MESSAGES.deleted,
        description: RECIPIENT_MESSAGES.deletedDescription,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: RECIPIENT_MESSAGES.deleteFailed,
        description: failureText(error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card hoverable size="small" style={{ position: 'relative', height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" gap={8}>
          <Flex vertical style={{ minWidth: 0 }}>
            <h2 style={{ margin: 0, fontSize: 17, overflowWrap: 'anywhere' }}>
              <Link
                to={recipientTasksHref(recipient.id)}
                className="atelier-block-link"
                aria-label={`${displayName}, view tasks`}
                style={{ color: 'inherit' }}
              >
                {displayName}
                <span aria-hidden="true" style={{ position: 'absolute', inset: 0 }} />
              </Link>
            </h2>
            {caption && <Typography.Text type="secondary">{caption}</Typography.Text>}
          </Flex>
          <Flex gap={4} style={{ position: 'relative', zIndex: 1, flex: 'none' }}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden="true" />}
              aria-label={`Edit ${displayName}`}
              onClick={() => onEdit(recipient)}
            />
            <Popconfirm
              title={RECIPIENT_MESSAGES.deleteConfirm}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={confirmDelete}
            >
              <Button
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={`Delete ${displayName}`}
                loading={remove.isPending}
              />
            </Popconfirm>
          </Flex>
        </Flex>
        {born && (
          <Typography.Text type="secondary">
            <CalendarOutlined aria-hidden="true" /> Born {born}
          </Typography.Text>
        )}
        <TaskCounts counts={recipient.taskCounts} />
        {notes && (
          <Typography.Text type="secondary" title={notes} style={{ overflowWrap: 'anywhere' }}>
            {truncate(notes)}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
