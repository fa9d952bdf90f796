import { api, ApiError, useDocumentTitle, useSubmitOnce } from '@atelier/common';
import { Alert, Button, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from './shared/AuthCard';
import { messageOf } from './shared/errors';
import { ResultHeading } from './shared/ResultHeading';
import { useHydrated } from './shared/use-hydrated';

/** The api's answer (400) for a token it did not make. */
const INVALID_LINK = 'This unsubscribe link is invalid.';
const FALLBACK_ERROR = 'Something went wrong. Please try again.';

const settingsLink = <Link to="/settings">Account Settings</Link>;

/**
 * The page of every digest's unsubscribe link (`/unsubscribe?token=…`, the email's
 * List-Unsubscribe address). Opening it changes nothing (mail scanners follow links); its
 * button posts the token to the api's unsubscribe, where a mail program's one-click POST to
 * the link's address also lands.
 */
export default function Unsubscribe() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  // Read once hydrated: the prerendered page was built without a token, and shows the button.
  const token = useHydrated() ? params.get('token') || null : undefined;
  const [outcome, setOutcome] = useState<'unsubscribed' | 'invalid' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const { pending, onSubmit } = useSubmitOnce(async () => {
    setFailure(null);
    try {
      await api.post('/api/email/unsubscribe', { query: { token: token! } });
      setOutcome('unsubscribed');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setOutcome('invalid');
      else setFailure(messageOf(error, FALLBACK_ERROR));
    }
  });

  if (outcome === 'unsubscribed') {
    return (
      <AuthCard>
        <Result
          status="success"
          style={{ padding: 0 }}
          title={<ResultHeading focus>You&apos;re unsubscribed</ResultHeading>}
          subTitle={<>You can turn digests back on in {settingsLink}.</>}
        />
      </AuthCard>
    );
  }

  if (token === null || outcome === 'invalid') {
    return (
      <AuthCard>
        <Result
          status="warning"
          style={{ padding: 0 }}
          title={<ResultHeading focus={outcome === 'invalid'}>{INVALID_LINK}</ResultHeading>}
          subTitle={<>You can choose which emails you get in {settingsLink}.</>}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        Unsubscribe from Atelier email digests
      </Typography.Title>
      <Typography.Paragraph>
        Atelier emails you digests of new messages, items, comments and invoices on your shopping requests.
        Unsubscribing turns them all off.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Security emails (password reset, password changed) are still sent.
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Button type="primary" block loading={pending} onClick={() => void onSubmit(undefined)}>
        Unsubscribe
      </Button>
    </AuthCard>
  );
}
