import { failureText, LoadFailed, useSession } from '@atelier/common';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { EmailPreferenceSwitch } from './EmailPreferenceSwitch';
import { type EmailPreference, useEmailPreferences } from './use-email-preferences';

const PREFERENCES: {
  preference: EmailPreference;
  label: string;
  description: string;
  shopperOnly?: boolean;
  clientOnly?: boolean;
}[] = [
  { preference: 'messages', label: 'Messages', description: 'New chat messages' },
  { preference: 'itemsAndComments', label: 'Items and comments', description: 'New items and comments on photos' },
  // Clients are emailed every invoice and receipt at once: a digest of them is the shopper's only.
  { preference: 'invoices', label: 'Invoices', description: 'Invoices your clients pay', shopperOnly: true },
  {
    preference: 'clientsAndRequests',
    label: 'Clients and requests',
    description: 'Clients who join you and requests they submit',
    shopperOnly: true,
  },
  {
    preference: 'paymentReminders',
    label: 'Payment reminders',
    description: 'Before an invoice is due, on the day, and two days after while it is unpaid',
    clientOnly: true,
  },
];

/** Which digests (and, for a client, payment reminders) to get: one switch per kind, saved as soon as it is switched. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const { role } = useSession();
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Email notifications</h2>}>
      <Typography.Paragraph type="secondary">
        Atelier emails you a digest of what you have not seen yet on your shopping requests.
      </Typography.Paragraph>
      {preferences.isPending ? (
        <div role="status" aria-label="Loading your email notifications">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : preferences.isError ? (
        <LoadFailed
          title="Your email notifications could not be loaded."
          description={failureText(preferences.error)}
          retry={preferences.refetch}
          retrying={preferences.isFetching}
        />
      ) : (
        <Flex vertical gap={16}>
          {PREFERENCES.filter(
            ({ shopperOnly, clientOnly }) => (!shopperOnly || role === 'SHOPPER') && (!clientOnly || role === 'CLIENT'),
          ).map(({ preference, label, description }) => (
            <EmailPreferenceSwitch
              key={preference}
              preference={preference}
              label={label}
              description={description}
              checked={preferences.data[preference]}
            />
          ))}
        </Flex>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        Security emails (password reset, password changed) are always sent.
      </Typography.Paragraph>
    </Card>
  );
}
