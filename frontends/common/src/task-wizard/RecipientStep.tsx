import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Col, Empty, Flex, Form, type RadioChangeEvent, Row, Skeleton, Typography } from 'antd';
import {
  AddMyselfButton,
  hasMyself,
  type Recipient,
  RECIPIENT_MESSAGES,
  type RecipientListItem,
  relationshipLabel,
} from '../recipients';
import { ChoiceCard, ChoiceGroup } from './ChoiceCard';
import { LoadFailed } from '../components/LoadFailed';
import { MESSAGES } from './wizard-checks';

/** "Spouse", left out when the name says it already ("Myself"). */
function relationshipOf(recipient: RecipientListItem): string | undefined {
  const label = relationshipLabel(recipient.relationship);
  return label === recipient.displayName ? undefined : label;
}

export const recipientLabel = (recipient: RecipientListItem) =>
  [recipient.displayName, relationshipOf(recipient)].filter(Boolean).join(' · ');

/**
 * Step 2: who the request is for, one of the client's recipients, or a new one added here
 * without leaving the wizard: the client themself in one click ("Myself") until there is
 * one, or anyone through the form.
 */
export function RecipientStep({
  recipients,
  needsClient,
  clientName,
  myself,
  onAdd,
  onAdded,
}: {
  recipients: UseQueryResult<RecipientListItem[]>;
  /** A shopper who has not chosen the client yet (recipients belong to a client). */
  needsClient: boolean;
  /** A shopper's chosen client, whose recipients these are. */
  clientName?: string;
  /** How the client themself is added in one click: as "Myself", or by a shopper for the client. */
  myself?: { clientId?: string; displayName?: string; label: string };
  onAdd: () => void;
  /** A recipient added here, to be chosen. */
  onAdded: (recipient: Recipient) => void;
}) {
  const offerMyself = myself && !needsClient && recipients.isSuccess && !hasMyself(recipients.data);
  return (
    <>
      {clientName && <Typography.Paragraph type="secondary">The recipients of {clientName}.</Typography.Paragraph>}
      <Form.Item
        name="recipientId"
        label="Who are we shopping for?"
        rules={[{ required: true, message: MESSAGES.recipientRequired }]}
      >
        <RecipientChoices recipients={recipients} needsClient={needsClient} />
      </Form.Item>
      <Flex gap={8} wrap>
        {offerMyself && (
          <AddMyselfButton clientId={myself.clientId} displayName={myself.displayName} onAdded={onAdded}>
            {myself.label}
          </AddMyselfButton>
        )}
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={onAdd} disabled={needsClient}>
          Add a recipient
        </Button>
      </Flex>
    </>
  );
}

/** The recipient cards, or why there are none; Form.Item hands it `value` and `onChange`. */
function RecipientChoices({
  recipients,
  needsClient,
  ...control
}: {
  recipients: UseQueryResult<RecipientListItem[]>;
  needsClient: boolean;
  id?: string;
  value?: string;
  onChange?: (event: RadioChangeEvent) => void;
}) {
  if (needsClient) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Choose the client on the Details step first."
        style={{ margin: 0 }}
      />
    );
  }
  if (recipients.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (recipients.isError) {
    return (
      <LoadFailed title={RECIPIENT_MESSAGES.loadFailed} retry={recipients.refetch} retrying={recipients.isFetching} />
    );
  }
  if (recipients.data.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recipients yet" style={{ margin: 0 }} />;
  }
  return (
    <ChoiceGroup {...control} label="Who are we shopping for?">
      <Row gutter={[12, 12]}>
        {recipients.data.map((recipient) => (
          <Col key={recipient.id} xs={24} sm={12}>
            <ChoiceCard
              value={recipient.id}
              checked={control.value === recipient.id}
              title={recipient.displayName}
              detail={relationshipOf(recipient)}
            />
          </Col>
        ))}
      </Row>
    </ChoiceGroup>
  );
}
