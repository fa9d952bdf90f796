import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserAddOutlined from '@ant-design/icons/UserAddOutlined';
import { api, DashboardHeading, LoadFailed, RecentTasks, RouterButton, useLatestTasks } from '@atelier/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Grid, Row, Skeleton, Statistic, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { AttentionCard, ClientsCard, MoneyCard, useShopperDashboard } from '../dashboard';
// The rule alone: the folder's index brings the roster and its form controls onto the dashboard.
import { splitByStatus } from '../clients/client-roster-rules';

export const CLIENTS_QUERY_KEY = ['/api/clients'] as const;

/**
 * The shopper's dashboard (docs/product-rules.md, "Dashboards"): counters of active clients and pending
 * (DRAFT) tasks, what needs her attention, her money, shortcuts, the client list with each
 * client's balance (each client opens their tasks), the 3 latest tasks. Neither the counters
 * nor the latest tasks read her whole history. Refreshed on every
 * visit: clients join and tasks change from other people's screens.
 */
export default function ShopperDashboard() {
  // Each answer re-renders the whole screen: it does so in the background, in slices a phone's
  // browser can interrupt, rather than in one blocking task per answer.
  const clients = useDeferredValue(
    useQuery({
      queryKey: CLIENTS_QUERY_KEY,
      queryFn: ({ signal }) => api.get('/api/clients', { signal }),
      refetchOnMount: 'always',
    }),
  );
  const tasks = useDeferredValue(useLatestTasks());
  const dashboard = useDeferredValue(useShopperDashboard());
  // On a desk, two columns that fill down independently (what needs her above her clients, the
  // lists that grow with her business; money above her latest requests), the shortcuts first;
  // on a phone, one column.
  const desk = Grid.useBreakpoint().lg ?? false;

  const attention = (
    <AttentionCard
      entries={dashboard.data?.attention}
      loading={dashboard.isPending}
      error={dashboard.isError}
      retry={dashboard.refetch}
    />
  );
  const money = (
    <MoneyCard
      money={dashboard.data?.money}
      prepaid={dashboard.data?.prepaid}
      loading={dashboard.isPending}
      error={dashboard.isError}
      retry={dashboard.refetch}
    />
  );
  const clientList = (
    <ClientsCard
      clients={clients.data}
      balances={dashboard.data?.clients}
      loading={clients.isPending}
      error={clients.isError}
      retry={clients.refetch}
    />
  );
  const recentRequests = (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>Recent shopping requests</h2>}
      extra={<Link to="/tasks">View all</Link>}
    >
      {tasks.isError ? (
        <LoadFailed title="We could not load your tasks." retry={tasks.refetch} />
      ) : (
        <RecentTasks
          tasks={tasks.data?.tasks}
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
  );

  return (
    <Flex vertical gap={16}>
      <DashboardHeading dashboard="shopper-dashboard" testId="remote-greeting" />

      <Row gutter={[16, 16]}>
        <Col xs={12}>
          <Counter
            title="Active clients"
            value={clients.data && splitByStatus(clients.data).active.length}
            loading={clients.isPending}
            failed={clients.isError}
          />
        </Col>
        <Col xs={12}>
          <Counter
            title="Pending tasks"
            value={dashboard.data?.tasks.draft}
            detail={dashboard.data && `${dashboard.data.tasks.active} active`}
            loading={dashboard.isPending}
            failed={dashboard.isError}
          />
        </Col>
      </Row>

      {desk ? (
        <>
          <Shortcuts />
          <Row gutter={[16, 16]}>
            <Col lg={14}>
              <Flex vertical gap={16}>
                {attention}
                {clientList}
              </Flex>
            </Col>
            <Col lg={10}>
              <Flex vertical gap={16}>
                {money}
                {recentRequests}
              </Flex>
            </Col>
          </Row>
        </>
      ) : (
        <>
          {attention}
          {money}
          <Shortcuts />
          {clientList}
          {recentRequests}
        </>
      )}
    </Flex>
  );
}

function Counter({
  title,
  value,
  detail,
  loading,
  failed,
}: {
  title: string;
  value: number | undefined;
  /** Beside the count, what puts it in context ("2 active" beside no pending task). */
  detail?: string;
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
        suffix={
          detail && !loading && !failed ? (
            <Typography.Text type="secondary" style={{ fontSize: 14 }}>
              {detail}
            </Typography.Text>
          ) : undefined
        }
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
