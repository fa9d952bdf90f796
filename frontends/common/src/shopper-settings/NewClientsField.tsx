import { Flex, Form, Switch, theme, Typography } from 'antd';

/**
 * Whether the public list of registration shows the shopper, as a form item of the settings
 * form (`acceptsNewClients`). Off, nobody can choose her there; her invite codes still work.
 */
export function NewClientsField() {
  const { token } = theme.useToken();
  const accepting = Form.useWatch<boolean | undefined>('acceptsNewClients');
  return (
    <Flex gap={12} align="flex-start">
      <Form.Item name="acceptsNewClients" valuePropName="checked" noStyle>
        <Switch id="acceptsNewClients" aria-describedby="acceptsNewClients-hint" />
      </Form.Item>
      <Flex vertical gap={2}>
        <label htmlFor="acceptsNewClients" style={{ fontWeight: 500 }}>
          Accept new clients from the public list
        </label>
        <Typography.Text id="acceptsNewClients-hint" style={{ color: token.colorTextSecondary }}>
          {accepting === false
            ? 'You are hidden from the list new clients choose from. Your invite codes still work.'
            : 'New clients can find you on the sign-up page and choose you. Your invite codes work either way.'}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
