import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { api, initials, LoadFailed, RecentTasks, RouterButton, type Schemas, useSession } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Card, Col, Collapse, Empty, Flex, Row, Skeleton, Statistic, theme, Typography } from 'antd';
import { Link } from 'react-router';

type Client = Schemas['ClientListItemDto'];
type Task = Schemas['TaskListItemDto'];

export const CLIENTS_QUERY_KEY = ['/api/clients'] as const;
export const TASKS_QUERY_KEY = ['/api/tasks'] as const;

/**
 * The shopper's dashboard (spec section 2): counters of active clients and pending (DRAFT)
 * tasks, the client list (each client opens their tasks), shortcuts, the 3 latest tasks.
 * Refreshed on every visit: clients join and tasks change from other people's screens.
 */
export default function ShopperDashboard() {
  const { me, newAccount } = useSession();
  const clients = useQuery({
    queryKey: CLIENTS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/clients', { signal }),
    refetchOnMount: 'always',
  });
  const tasks = useQuery({
    queryKey: TASKS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/tasks', { signal }),
    refetchOnMount: 'always',
  });
  const pending = tasks.data?.filter((task) => task.status === 'DRAFT').length;

  return (
    <Flex vertical gap={16}>
      <header>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }} data-testid="remote-greeting">
          {newAccount ? 'Welcome' : 'Welcome back'}, {me?.profile.displayName ?? 'shopper'}!
        </Typography.Title>
        <Typography.Text type="secondary">Your clients and their shopping requests at a glance.</Typography.Text>
      </header>

      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Counter
            title="Active clients"
            value={clients.data?.length}
            loading={clients.isPending}
            failed={clients.isError}
          />
        </Col>
        <Col xs={12}>
          <Counter title="Pending tasks" value={pending} loading={tasks.isPending} failed={tasks.isError} />
        </Col>
      </Row>

      <Shortcuts />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ClientsCard
            clients={clients.data}
            loading={clients.isPending}
            error={clients.isError}
            retry={clients.refetch}
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title={<h2 style={{ margin: 0, fontSize: 16 }}>Recent shopping requests</h2>}
            extra={<Link to="/tasks">View all</Link>}
          >
            {tasks.isError ? (
              <LoadFailed title="We could not load your tasks." retry={tasks.refetch} />
            ) : (
              <RecentTasks
                tasks={tasks.data as Task[] | undefined}
                loading={tasks.isPending}
                showClient
                empty={
                  <RouterButton to="/task-wizard" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
                    Create First Task
                  </RouterButton>
                }
              />
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function Counter({
  title,
  value,
  loading,
  failed,
}: {
  title: string;
  value: number | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <Statistic
        title={title}
        value={failed ? '—' : (value ?? 0)}
        // A placeholder inside the value's own line: the card keeps its height when the count arrives.
        valueRender={(count) => (loading ? <Skeleton.Input active size="small" /> : count)}
      />
    </Card>
  );
}

function Shortcuts() {
  return (
    <Card size="small">
      <nav aria-label="Shortcuts">
        <Row gutter={[8, 8]}>
          <Col xs={12} md={6}>
            <RouterButton to="/task-wizard" type="primary" block icon={<PlusOutlined aria-hidden="true" />}>
              New Task
            </RouterButton>
          </Col>
          <Col xs={12} md={6}>
            <RouterButton to="/tasks" block icon={<UnorderedListOutlined aria-hidden="true" />}>
              All Tasks
            </RouterButton>
          </Col>
          <Col xs={12} md={6}>
            <RouterButton to="/invite-codes" block icon={<UserAddOutlined aria-hidden="true" />}>
              Invite Codes
            </RouterButton>
          </Col>
          <Col xs={12} md={6}>
            <RouterButton to="/shopper-settings" block icon={<SettingOutlined aria-hidden="true" />}>
              Settings
            </RouterButton>
          </Col>
        </Row>
      </nav>
    </Card>
  );
}

function ClientsCard({
  clients,
  loading,
  error,
  retry,
}: {
  clients: Client[] | undefined;
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
  if (clients.length === 0) {
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
      </Card>
    );
  }
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
                  {clients.length} {clients.length === 1 ? 'client' : 'clients'}
                </span>
              </Flex>
            ),
            children: (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {clients.map((client, index) => (
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
                        <Avatar
                          src={client.profile.avatarUrl || undefined}
                          alt=""
                          style={{ background: token.colorPrimary, flex: 'none' }}
                        >
                          {initials(client.profile.displayName) || '?'}
                        </Avatar>
                        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                          <Typography.Text strong ellipsis>
                            {client.profile.displayName}
                          </Typography.Text>
                          <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                            {client.user.email}
                          </Typography.Text>
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
    </Card>
  );
}
