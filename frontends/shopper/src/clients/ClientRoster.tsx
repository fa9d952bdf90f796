import { LoadFailed } from '@atelier/common';
import { Card, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { useId } from 'react';
import { ClientRow } from './ClientRow';
import { type RosterClient, splitByStatus } from './client-roster-rules';
import { useClientRoster } from './use-client-roster';

/**
 * The shopper's clients on the Clients screen: those she works with, then those she archived
 * (listed apart, restorable) when there are any.
 */
export function ClientRoster() {
  const clients = useClientRoster();
  const headingId = useId();
  const title = (
    <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
      Your clients{clients.data ? ` (${splitByStatus(clients.data).active.length})` : ''}
    </h2>
  );

  if (clients.isPending) {
    return (
      <Card title={title} role="region" aria-labelledby={headingId}>
        <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  // A failed refetch keeps the list it had: only a list never read is an error.
  if (clients.isError && clients.data === undefined) {
    return (
      <Card title={title} role="region" aria-labelledby={headingId}>
        <LoadFailed title="We could not load your clients." retry={clients.refetch} retrying={clients.isFetching} />
      </Card>
    );
  }

  const { active, archived } = splitByStatus(clients.data);
  return (
    <Flex vertical gap={16}>
      <Card title={title} role="region" aria-labelledby={headingId}>
        {active.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={archived.length > 0 ? 'No active clients' : 'No clients yet'}
          >
            <Typography.Text type="secondary">
              Share an invite code below: whoever registers with it becomes your client.
            </Typography.Text>
          </Empty>
        ) : (
          <RosterList clients={active} />
        )}
      </Card>
      {archived.length > 0 && <ArchivedClients clients={archived} />}
    </Flex>
  );
}

function ArchivedClients({ clients }: { clients: RosterClient[] }) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Archived clients ({clients.length})
        </h2>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Their requests and invoices stay readable; they cannot send new requests until you restore them.
      </Typography.Paragraph>
      <RosterList clients={clients} />
    </Card>
  );
}

function RosterList({ clients }: { clients: RosterClient[] }) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {clients.map((client, index) => (
        <li key={client.id} style={{ borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
          <ClientRow client={client} />
        </li>
      ))}
    </ul>
  );
}
