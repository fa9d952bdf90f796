import { api, roleLabel, setStoredToken, useDocumentTitle, useSession, useToast } from '@atelier/common';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContactDetailsCard } from './settings/ContactDetailsCard';
import { EmailPreferencesCard } from './settings/EmailPreferencesCard';
import { messageOf } from './shared/errors';
import { NewPasswordFields } from './shared/NewPasswordFields';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Account settings, linked from the avatar menu: the account at a glance, a client's contact
 * details, a password change and which emails to get.
 */
export default function Settings() {
  useDocumentTitle('Account Settings');
  const { me, role } = useSession();
  const { toast } = useToast();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!me) return null; // RequireSignIn renders this screen for signed-in users only

  const changePassword = async ({ currentPassword, newPassword }: PasswordValues) => {
    setSaving(true);
    setFailure(null);
    try {
      // The change signs out every session; this one continues with the token it answers.
      const { token } = await api.post('/api/auth/change-password', { body: { currentPassword, newPassword } });
      setStoredToken(token);
      form.resetFields();
      toast({
        title: 'Password changed',
        description: 'Use your new password next time you sign in.',
        variant: 'success',
      });
    } catch (error) {
      setFailure(messageOf(error, 'Your password could not be changed. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Account Settings
      </Typography.Title>

      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Your account</h2>}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'email', label: 'Email', children: me.user.email },
            { key: 'type', label: 'Account type', children: roleLabel(role) },
          ]}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Your display name, photo and theme color are on your <Link to="/profile">Profile</Link>
          {role === 'SHOPPER' && (
            <>
              ; your service fee and social link on <Link to="/shopper-settings">Shopper Settings</Link>
            </>
          )}
          .
        </Typography.Paragraph>
      </Card>

      {role === 'CLIENT' && <ContactDetailsCard />}

      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Change password</h2>}>
        <Form<PasswordValues>
          noValidate
          form={form}
          name="changePassword"
          layout="vertical"
          requiredMark={false}
          validateTrigger="onBlur"
          scrollToFirstError={{ focus: true }}
          onValuesChange={() => failure && setFailure(null)}
          onFinish={changePassword}
        >
          <Form.Item
            name="currentPassword"
            label="Current password"
            rules={[{ required: true, message: 'Current password is required' }]}
          >
            <Input.Password autoComplete="current-password" maxLength={128} />
          </Form.Item>
          <NewPasswordFields name="newPassword" />
          {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" loading={saving}>
            Change Password
          </Button>
        </Form>
      </Card>

      <EmailPreferencesCard />
    </Flex>
  );
}
