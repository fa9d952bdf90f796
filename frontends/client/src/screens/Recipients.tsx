import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { BackLink, useDocumentTitle, LoadFailed } from '@atelier/common';
import {
  AddMyselfButton,
  hasMyself,
  type Recipient,
  RECIPIENT_MESSAGES,
  RecipientFormModal,
  type RecipientListItem,
  useRecipients,
} from '@atelier/common/recipients';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { QuickSetup } from '../recipients/QuickSetup';
import { RecipientCard } from '../recipients/RecipientCard';

/** The form's dialog: closed, adding, or editing one recipient. */
type Editing = { recipient?: Recipient } | null;

/** 1 column on phones, 2 on tablets, 3 from 1200 px. */
const CARD_COLUMNS = { xs: 24, md: 12, xl: 8 } as const;

function LoadingCards() {
  return (
    <Row gutter={[16, 16]} role="status" aria-busy="true" aria-label="Loading recipients">
      {Array.from({ length: 3 }, (_, index) => (
        <Col key={index} {...CARD_COLUMNS}>
          <Card size="small">
            <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function NoRecipients({ onAdd }: { onAdd: () => void }) {
  return (
    <Flex vertical gap={16}>
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recipients yet">
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd}>
            Add Your First Recipient
          </Button>
        </Empty>
      </Card>
      <QuickSetup />
    </Flex>
  );
}

/**
 * My Recipients (docs/product-rules.md, "Recipients"): who the client shops for, with task-count
 * badges; each card opens that recipient's tasks. With none yet: Quick Setup's one-click adds.
 */
export default function Recipients() {
  useDocumentTitle('My Recipients');
  const recipients = useRecipients();
  const [editing, setEditing] = useState<Editing>(null);
  const add = () => setEditing({});
  const edit = (recipient: RecipientListItem) => setEditing({ recipient });

  let body;
  if (recipients.isPending) {
    body = <LoadingCards />;
  } else if (recipients.isError) {
    body = (
      <LoadFailed title={RECIPIENT_MESSAGES.loadFailed} retry={recipients.refetch} retrying={recipients.isFetching} />
    );
  } else if (recipients.data.length === 0) {
    body = <NoRecipients onAdd={add} />;
  } else {
    body = (
      <Row gutter={[16, 16]} role="list" aria-label="Recipients">
        {recipients.data.map((recipient) => (
          <Col key={recipient.id} {...CARD_COLUMNS} role="listitem">
            <RecipientCard recipient={recipient} onEdit={edit} />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <BackLink to="/client-dashboard" />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <header>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            My Recipients
          </Typography.Title>
          <Typography.Text type="secondary">The people and places you shop for, with their sizes.</Typography.Text>
        </header>
        <Flex gap={8} wrap>
          {/* With none yet, Quick Setup offers it; later, until there is one. */}
          {recipients.isSuccess && recipients.data.length > 0 && !hasMyself(recipients.data) && (
            <AddMyselfButton>Add Myself</AddMyselfButton>
          )}
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={add}>
            Add Recipient
          </Button>
        </Flex>
      </Flex>
      {body}
      <RecipientFormModal
        open={editing !== null}
        recipient={editing?.recipient}
        onClose={() => setEditing(null)}
        onSaved={() => setEditing(null)}
      />
    </Flex>
  );
}
