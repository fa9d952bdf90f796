import { failureText, useToast } from '@atelier/common';
import { Button, Card, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { INVALID_EMAIL_MESSAGE, type InviteCodeFormValues, isOptionalEmail } from './invite-code-rules';
import { useCreateInviteCode } from './use-invite-codes';

/**
 * The "Generate New Code" form: who the code is for (both optional, for the shopper's own
 * records). Closes on success; on failure it stays open with what was typed.
 */
export function GenerateCodeForm({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<InviteCodeFormValues>();
  const create = useCreateInviteCode();
  const { toast } = useToast();

  const generate = async (values: InviteCodeFormValues) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to create invite code.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Invite code created',
      description: 'Your new invite code is ready to share with clients.',
      variant: 'success',
    });
    onClose();
  };

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Generate New Code</h2>}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 16 }}>
        Both fields are optional: they help you remember who the code is for.
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
        </Row>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Generate Code
          </Button>
          <Button onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
