import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Card, Collapse, Descriptions, Flex, Grid, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Schemas } from '../api/typed';
import { CopyButton } from '../components/CopyButton';
import { formatDate } from '../format';
import { useRole } from '../session/SessionProvider';
import { categoryAnswers, itemBreakdown, recipientAge, recipientSizes } from './task-facts';
import type { TaskDetail } from './use-task';
import { ReferenceImages } from './ReferenceImages';

type Recipient = Schemas['RecipientDto'];

const RELATIONSHIP_LABELS: Record<Recipient['relationship'], string> = {
  self: 'Myself',
  spouse: 'Spouse',
  child: 'Child',
  parent: 'Parent',
  friend: 'Friend',
  property: 'Property',
  other: 'Other',
};

const GENDER_LABELS: Record<NonNullable<Recipient['gender']>, string> = {
  female: 'Female',
  male: 'Male',
  'non-binary': 'Non-binary',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

/** Text as typed: line breaks kept, long words wrapped, never HTML. */
function Prose({ children }: { children: string }) {
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
      {children}
    </Typography.Paragraph>
  );
}

function RecipientFacts({ recipient }: { recipient: Recipient }) {
  const age = recipientAge(recipient.birthdate);
  const facts = [
    RELATIONSHIP_LABELS[recipient.relationship],
    recipient.gender ? GENDER_LABELS[recipient.gender] : null,
    age === null ? null : `${age} ${age === 1 ? 'year' : 'years'} old`,
  ].filter(Boolean);
  const sizes = recipientSizes(recipient.profile);
  return (
    <Flex vertical gap={4}>
      <Typography.Text strong>{recipient.displayName}</Typography.Text>
      <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
      {sizes.length > 0 && (
        <Flex gap={6} wrap>
          {sizes.map((size) => (
            <Tag key={size.label} style={{ marginInlineEnd: 0 }}>
              {size.label}: {size.value}
            </Tag>
          ))}
        </Flex>
      )}
      {recipient.notes && <Prose>{recipient.notes}</Prose>}
    </Flex>
  );
}

function Breakdown({ items }: { items: TaskDetail['items'] }) {
  const role = useRole();
  if (items.length === 0) return <Typography.Text type="secondary">No items yet</Typography.Text>;
  const breakdown = itemBreakdown(items, role);
  return (
    <Flex vertical gap={6}>
      <Flex gap={6} wrap aria-label="Items by status">
        {breakdown.byStatus.map((entry) => (
          <Tag key={entry.status} style={{ marginInlineEnd: 0 }}>
            {entry.label}: {entry.count}
          </Tag>
        ))}
      </Flex>
      <Typography.Text type="secondary">
        On an invoice: {breakdown.invoiced} · Not invoiced: {breakdown.notInvoiced}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The collapsible Details card (docs/product-rules.md, "Task detail"): category, client, created
 * date, the task id (8 characters, with a copy button), recipient, item breakdown, description,
 * notes, the category's answers and the reference images.
 */
export function TaskDetailsCard({ detail, onOpenImage }: { detail: TaskDetail; onOpenImage: (index: number) => void }) {
  const { task, category, client, recipient, items } = detail;
  // Labels beside values leave a phone too little width; there they sit above.
  const wide = Grid.useBreakpoint().sm ?? true;
  const answers = categoryAnswers(task.answers, category);
  const rows: { key: string; label: string; children: ReactNode }[] = [
    { key: 'category', label: 'Category', children: category.name },
    { key: 'client', label: 'Client', children: client.displayName },
    { key: 'created', label: 'Created', children: formatDate(task.createdAt) },
    {
      key: 'id',
      label: 'Task ID',
      children: (
        <Flex align="center" gap={8} wrap>
          <Typography.Text code>{task.id.slice(0, 8)}</Typography.Text>
          <CopyButton
            text={task.id}
            label="Copy ID"
            icon={<CopyOutlined aria-hidden="true" />}
            copiedDescription="Task ID copied to clipboard."
            size="small"
          />
        </Flex>
      ),
    },
    {
      key: 'recipient',
      label: 'Recipient',
      children: recipient ? (
        <RecipientFacts recipient={recipient} />
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
    },
    { key: 'items', label: 'Items', children: <Breakdown items={items} /> },
  ];
  if (task.occasion) rows.push({ key: 'occasion', label: 'Occasion', children: task.occasion });
  if (task.description)
    rows.push({ key: 'description', label: 'Description', children: <Prose>{task.description}</Prose> });
  if (task.notes) rows.push({ key: 'notes', label: 'Notes', children: <Prose>{task.notes}</Prose> });
  for (const answer of answers)
    rows.push({ key: `answer-${answer.label}`, label: answer.label, children: answer.value });
  if (task.referenceImages.length > 0) {
    rows.push({
      key: 'images',
      label: 'Reference images',
      children: <ReferenceImages images={task.referenceImages} onOpen={onOpenImage} />,
    });
  }

  return (
    <Card size="small" styles={{ body: { padding: 0 } }}>
      <Collapse
        ghost
        // Open where there is room beside it; on a phone the items come first.
        defaultActiveKey={window.matchMedia?.('(min-width: 576px)').matches === false ? [] : ['details']}
        items={[
          {
            key: 'details',
            label: <h2 style={{ margin: 0, fontSize: 16 }}>Details</h2>,
            children: (
              <Descriptions
                column={1}
                size="small"
                layout={wide ? 'horizontal' : 'vertical'}
                styles={{ label: wide ? { width: 140 } : { paddingBottom: 0 } }}
                items={rows.map((row) => ({ key: row.key, label: row.label, children: row.children }))}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
