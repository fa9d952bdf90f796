import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import { formatCurrency, formatDate, InitialsAvatar, LoadFailed, RouterButton, type Schemas } from '@atelier/common';
import { Card, Collapse, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { Link } from 'react-router';
// The rule alone: the folder's index brings the roster and its form controls onto the dashboard.
import { splitByStatus } from '../clients/client-roster-rules';

type Client = Schemas['ClientListItemDto'];
type Balance = Schemas['ClientBalanceDto'];

/**
 * The shopper's active clients, collapsed until asked for; each opens her tasks and shows what
 * she owes and when anything last happened, once the dashboard has them (`balances`). Archived
 * clients are counted, with a link to where they are listed.
 */
export function ClientsCard({
  clients,
  balances,
  loading,
  error,
  retry,
}: {
  clients: Client[] | undefined;
  balances: Balance[] | undefined;
  loading: boolean;
  error: boolean;
  retry: () => unknown;
}) {
  const { token } = theme.useToken();
  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Your clients</h2>;
  if (loading) {
    return (
      // The height of the list's collapsed header ("3 clients"), which usually replaces it.
      <Card title={title} styles={{ body: { padding: `${token.paddingSM}px ${token.padding}px` } }}>
        <Skeleton
          active
          title={false}
          paragraph={{ rows: 1, width: '40%' }}
          styles={{
            root: { paddingBlock: (token.fontSize * token.lineHeight - token.controlHeight / 2) / 2 },
            paragraph: { margin: 0 },
          }}
        />
      </Card>
    );
  }
  if (error || !clients) {
    return (
      <Card title={title}>
        <LoadFailed title="We could not load your clients." retry={retry} />
      </Card>
    );
  }
  const { active, archived } = splitByStatus(clients);
  const archivedLink = archived.length > 0 && (
    <Link to="/invite-codes" style={{ display: 'block', padding: `${token.paddingSM}px ${token.padding}px` }}>
      {archived.length} archived {archived.length === 1 ? 'client' : 'clients'}
    </Link>
  );
  if (active.length === 0) {
    return (
      <Card title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clients yet">
          <Typography.Paragraph type="secondary">
            Share an invite code: whoever registers with it becomes your client.
          </Typography.Paragraph>
          <RouterButton to="/invite-codes" icon={<AppstoreAddOutlined aria-hidden="true" />}>
            Create an Invite Code
          </RouterButton>
        </Empty>
        {archivedLink}
      </Card>
    );
  }
  const balanceOf = new Map(balances?.map((balance) => [balance.clientId, balance]));
  return (
    <Card title={title} styles={{ body: { padding: 0 } }}>
      <Collapse
        ghost
        items={[
          {
            key: 'clients',
            label: (
              <Flex align="center" gap={8}>
                <TeamOutlined aria-hidden="true" />
                <span>
                  {active.length} {active.length === 1 ? 'client' : 'clients'}
                </span>
              </Flex>
            ),
            children: (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {active.map((client, index) => (
                  <li
                    key={client.id}
                    style={{ borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}
                  >
                    <Link
                      to={`/tasks?clientId=${encodeURIComponent(client.id)}`}
                      className="atelier-block-link"
                      style={{ display: 'block', padding: '10px 0', color: 'inherit' }}
                    >
                      <Flex align="center" gap={12}>
                        <InitialsAvatar name={client.profile.displayName} src={client.profile.avatarUrl} />
                        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                          <Typography.Text strong ellipsis>
                            {client.profile.displayName}
                          </Typography.Text>
                          <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                            {client.user.email}
                          </Typography.Text>
                          <ClientBalance balance={balanceOf.get(client.id)} />
                        </Flex>
                        <Typography.Text type="secondary" style={{ fontSize: 13, flex: 'none' }}>
                          Tasks <RightOutlined aria-hidden="true" style={{ fontSize: 11 }} />
                        </Typography.Text>
                      </Flex>
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
      {archivedLink}
    </Card>
  );
}

function ClientBalance({ balance }: { balance: Balance | undefined }) {
  if (!balance) return null;
  const owes = balance.outstanding !== '0.00';
  return (
    <Typography.Text type={owes ? undefined : 'secondary'} style={{ fontSize: 13 }}>
      {owes ? `Owes ${formatCurrency(balance.outstanding)}` : 'Nothing due'}
      {' · '}
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {balance.lastActivityAt ? `Last active ${formatDate(balance.lastActivityAt)}` : 'No activity yet'}
      </Typography.Text>
    </Typography.Text>
  );
}
