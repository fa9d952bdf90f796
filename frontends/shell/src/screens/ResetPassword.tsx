import { api, ApiError, useDocumentTitle, useSession, useSubmitOnce, useToast } from '@atelier/common';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from './shared/AuthCard';
import { ButtonLink } from './shared/ButtonLink';
import { messageOf } from './shared/errors';
import { NewPasswordFields } from './shared/NewPasswordFields';
import { ResultHeading } from './shared/ResultHeading';
import { useHydrated } from './shared/use-hydrated';

/** The api's answer (400) for a link that is unknown, used, expired or replaced by a newer one. */
const DEAD_LINK = 'This reset link is invalid or has expired.';
const FALLBACK_ERROR = 'Something went wrong. Please try again.';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

const isDeadLink = (error: unknown) =>
  error instanceof ApiError && error.status === 400 && error.serverMessage === DEAD_LINK;

/**
 * The page of the emailed link (`/reset-password?token=…`): a new password, set with POST
 * /api/auth/reset-password. Its answer signs the user in (every other session is over), so the
 * token is stored as a sign-in's and / takes the user to their dashboard. A link without a
 * token, or one the api refuses, offers to request a new one.
 */
export default function ResetPassword() {
  useDocumentTitle('Choose a new password');
  const [params] = useSearchParams();
  // Read once hydrated: the prerendered page was built without a token, and shows the form.
  const token = useHydrated() ? params.get('token') || null : undefined;
  const [refused, setRefused] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { signInWithToken } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();

  const { pending, onSubmit } = useSubmitOnce(async ({ password }: NewPasswordValues) => {
    setFailure(null);
    let bearer: string;
    try {
      ({ token: bearer } = await api.post('/api/auth/reset-password', { body: { token: token!, password } }));
    } catch (error) {
      if (isDeadLink(error)) setRefused(true);
      else setFailure(messageOf(error, FALLBACK_ERROR));
      return;
    }
    try {
      await signInWithToken(bearer);
    } catch {
      // The password is changed all the same; only reading the account failed.
      toast({ title: 'Password changed', description: 'Sign in with your new password.', variant: 'success' });
      navigate('/auth', { replace: true });
      return;
    }
    toast({ title: 'Password changed', description: 'You are signed in with your new password.', variant: 'success' });
    navigate('/', { replace: true });
  });

  if (token === null || refused) {
    return (
      <AuthCard>
        <Result
          status="warning"
          style={{ padding: 0 }}
          title={<ResultHeading focus={refused}>{DEAD_LINK}</ResultHeading>}
          subTitle="A reset link works once, for a limited time."
          extra={
            <ButtonLink type="primary" to="/forgot-password">
              Request a New Link
            </ButtonLink>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Choose a new password
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        You will be signed in with it here, and signed out everywhere else.
      </Typography.Paragraph>
      <Form<NewPasswordValues>
        noValidate
        name="resetPassword"
        layout="vertical"
        requiredMark={false}
        validateTrigger="onBlur"
        scrollToFirstError={{ focus: true }}
        onValuesChange={() => failure && setFailure(null)}
        onFinish={onSubmit}
      >
        <NewPasswordFields name="password" />
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={pending}>
          Set New Password
        </Button>
      </Form>
    </AuthCard>
  );
}
