import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { api, useDocumentTitle, useSubmitOnce } from '@atelier/common';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './shared/AuthCard';
import { ButtonLink } from './shared/ButtonLink';
import { messageOf } from './shared/errors';
import { EMAIL_RULES } from './shared/form-rules';
import { LinkButton } from './shared/LinkButton';
import { useHydrated } from './shared/use-hydrated';

/** The api's answer, whether or not the email has an account; the screen says the same. */
const SENT = 'If an account exists for that email, we sent a link to reset the password.';
const FALLBACK_ERROR = 'Something went wrong. Please try again.';

interface RequestValues {
  email: string;
}

/**
 * Asks for a link to reset the password (POST /api/auth/forgot-password), then says it is
 * sent. `?email=` (what was typed on /auth's sign-in) fills the field.
 */
export default function ForgotPassword() {
  useDocumentTitle('Forgot your password?');
  const [form] = Form.useForm<RequestValues>();
  const [params] = useSearchParams();
  // Read once hydrated: the prerendered page, built without a query, has the field empty.
  const carried = useHydrated() ? params.get('email') : null;
  const [sent, setSent] = useState(false);
  const [sendingAgain, setSendingAgain] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (carried) form.setFieldsValue({ email: carried });
  }, [form, carried]);

  const { pending, onSubmit } = useSubmitOnce(async ({ email }: RequestValues) => {
    setFailure(null);
    try {
      await api.post('/api/auth/forgot-password', { body: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      setFailure(messageOf(error, FALLBACK_ERROR));
    }
  });

  // Back to the form, which keeps the email (a typo can be fixed), with the focus in its field.
  const sendAgain = () => {
    setSent(false);
    setSendingAgain(true);
  };

  return (
    <Flex vertical align="center" gap={16}>
      <AuthCard>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          Forgot your password?
        </Typography.Title>
        {sent ? (
          <LinkSent onSendAgain={sendAgain} />
        ) : (
          <Form<RequestValues>
            noValidate
            form={form}
            name="forgotPassword"
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            onValuesChange={() => failure && setFailure(null)}
            onFinish={onSubmit}
          >
            <Typography.Paragraph type="secondary">
              Enter the email of your account and we will send you a link to choose a new password.
            </Typography.Paragraph>
            <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} autoFocus={sendingAgain} />
            </Form.Item>
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" block loading={pending}>
              Send Reset Link
            </Button>
          </Form>
        )}
      </AuthCard>
      {!sent && (
        <Link to="/auth">
          <ArrowLeftOutlined aria-hidden="true" /> Back to Sign In
        </Link>
      )}
    </Flex>
  );
}

/**
 * What the screen says once the request is sent. It takes the focus (the button that had it
 * is gone), and it is a status, so screen readers announce it.
 */
function LinkSent({ onSendAgain }: { onSendAgain: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <>
      {/* The wrapper is the live region and takes the focus; the Alert is not an alert of its own. */}
      <div ref={ref} tabIndex={-1} role="status" style={{ outline: 'none' }}>
        <Alert type="success" showIcon role="none" title={SENT} />
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0' }}>
        Didn&apos;t get the email? Check your spam folder, or{' '}
        <LinkButton onClick={onSendAgain}>send it again</LinkButton>.
      </Typography.Paragraph>
      <ButtonLink type="primary" block to="/auth">
        Back to Sign In
      </ButtonLink>
    </>
  );
}
