import { failureText, useSubmitOnce, useToast } from '@atelier/common';
import { Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import {
  INVALID_EMAIL_MESSAGE,
  type InviteCode,
  type InviteCodeFormValues,
  isOptionalEmail,
  MESSAGE_MAX_LENGTH,
} from './invite-code-rules';
import { useCreateInviteCode } from './use-invite-codes';

/** The success toast's words: the spec's, and where the invitation went when it was emailed. */
function createdDescription(created: InviteCode): string {
  return created.email && created.clientEmail
    ? `Your new invite code is ready to share with clients, and we emailed the invitation to ${created.clientEmail}.`
    : 'Your new invite code is ready to share with clients.';
}

/**
 * The "Generate New Code" form: who the code is for (for the shopper's own records) and, with
 * a client email, a personal message for the invitation the api emails. All optional. Closes
 * on success; on failure it stays open with what was typed.
 */
export function GenerateCodeForm({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<InviteCodeFormValues>();
  const create = useCreateInviteCode();
  const { toast } = useToast();
  const hasEmail = Boolean(Form.useWatch('clientEmail', form)?.trim());
  // Enter in a field submits the form even while the button is loading: one request at a time.
  const { pending, onSubmit: generate } = useSubmitOnce(async (values: InviteCodeFormValues) => {
    let created: InviteCode;
    try {
      created = await create.mutateAsync(values);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to create invite code.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Invite code created', description: createdDescription(created), variant: 'success' });
    onClose();
  });

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Generate New Code</h2>}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
        All fields are optional. The name helps you remember who the code is for; with an email, we also send your
        client the invitation.
      </Typography.Text>
      <Form<InviteCodeFormValues>
        form={form}
        name="inviteCode"
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={generate}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="clientName" label="Client name">
              <Input autoFocus autoComplete="off" maxLength={100} placeholder="Jane Doe" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="clientEmail"
              label="Client email"
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    isOptionalEmail(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_EMAIL_MESSAGE)),
                },
              ]}
            >
              <Input type="email" inputMode="email" autoComplete="off" maxLength={254} placeholder="jane@example.com" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="message"
              label="Personal message"
              extra={
                // Clear of the character count, which antd sets at the end of this line.
                <span style={{ display: 'block', paddingInlineEnd: 72 }}>
                  {hasEmail
                    ? 'Included in the invitation email.'
                    : 'Included in the invitation email: add a client email to write one.'}
                </span>
              }
            >
              <Input.TextArea
                disabled={!hasEmail}
                maxLength={MESSAGE_MAX_LENGTH}
                showCount
                autoSize={{ minRows: 2, maxRows: 6 }}
                placeholder="So glad to be shopping for you!"
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={pending}>
            Generate Code
          </Button>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
