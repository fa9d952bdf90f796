import PlusOutlined from '@ant-design/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import {
  api,
  ApiError,
  DashboardHeading,
  formatMemberSince,
  InitialsAvatar,
  RecentTasks,
  RouterButton,
  useLatestTasks,
  LoadFailed,
} from '@atelier/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { AmountDueCard, FeedbackPrompt, useClientDashboard } from '../dashboard';
import { StandingNotice } from '../standing';

export const MY_SHOPPER_QUERY_KEY = ['/api/my-shopper'] as const;

/**
 * The client's dashboard (docs/product-rules.md, "Dashboards"): welcome, the items waiting for her
 * feedback, the assigned shopper, task counts, shortcuts, what she owes and the 3 latest
 * requests. Refreshed on every visit, as the shopper changes tasks from their side. The counts
 * come with the dashboard and the latest requests are one short page: neither reads her
 * whole history.
 */
export default function ClientDashboard() {
  // Each answer re-renders the whole screen: it does so in the background, in slices a phone's
  // browser can interrupt, rather than in one blocking task per answer.
  const tasks = useDeferredValue(useLatestTasks());
  const dashboard = useDeferredValue(useClientDashboard());
  const counts = dashboard.data?.tasks;

  return (
    <Flex vertical gap={16}>
      <DashboardHeading dashboard="client-dashboard" testId="remote-greeting" />
      <StandingNotice />

      {dashboard.isPending ? (
        // The feedback prompt goes above the cards once the dashboard answers (its request starts
        // with the page's code, see the shell's src/early/): until then the cards wait rather
        // than being pushed down by it (layout shift).
        <Card aria-hidden="true">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : (
        <>
          <FeedbackPrompt dashboard={dashboard.data} />

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <ShopperCard />
            </Col>
            <Col xs={24} lg={14}>
              <Flex vertical gap={16}>
                <Row gutter={[12, 12]}>
                  {[
                    { title: 'Total', value: counts?.total },
                    { title: 'Active', value: counts?.active },
                    { title: 'Complete', value: counts?.complete },
                  ].map((counter) => (
                    <Col xs={8} key={counter.title}>
                      <Card size="small" styles={{ body: { padding: 12 } }}>
                        <Statistic title={counter.title} value={dashboard.isError ? '—' : (counter.value ?? 0)} />
                      </Card>
                    </Col>
                  ))}
                </Row>
                <Card size="small">
                  <nav aria-label="Shortcuts">
                    <Flex vertical gap={8}>
                      <RouterButton
                        to="/task-wizard"
                        type="primary"
                        size="large"
                        block
                        icon={<PlusOutlined aria-hidden="true" />}
                      >
                        Create New Shopping Request
                      </RouterButton>
                      <Row gutter={[8, 8]}>
                        <Col xs={24} sm={8}>
                          <RouterButton to="/tasks" block icon={<UnorderedListOutlined aria-hidden="true" />}>
                            View All Tasks
                          </RouterButton>
                        </Col>
                        <Col xs={24} sm={8}>
                          <RouterButton to="/recipients" block icon={<TeamOutlined aria-hidden="true" />}>
                            Manage Recipients
                          </RouterButton>
                        </Col>
                        <Col xs={24} sm={8}>
                          <RouterButton to="/profile" block icon={<UserOutlined aria-hidden="true" />}>
                            My Profile
                          </RouterButton>
                        </Col>
                      </Row>
                    </Flex>
                  </nav>
                </Card>
              </Flex>
            </Col>
          </Row>

          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <AmountDueCard
                dashboard={dashboard.data}
                loading={dashboard.isPending}
                error={dashboard.isError}
                retry={dashboard.refetch}
              />
            </Col>
            <Col xs={24} lg={12}>
              <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Your latest requests</h2>}>
                {tasks.isError ? (
                  <LoadFailed title="We could not load your requests." retry={tasks.refetch} />
                ) : (
                  <RecentTasks
                    tasks={tasks.data?.tasks}
                    loading={tasks.isPending}
                    empty={
                      <RouterButton to="/task-wizard" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
                        Create Your First Request
                      </RouterButton>
                    }
                  />
                )}
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

/** The assigned shopper (GET /api/my-shopper): a 404 means none is assigned. */
function ShopperCard() {
  const shopper = useQuery({
    queryKey: MY_SHOPPER_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/my-shopper', { signal }),
  });
  const title = <h2 style={{ margin: 0, fontSize: 16 }}>Your personal shopper</h2>;

  if (shopper.isPending) {
    return (
      <Card title={title}>
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  if (shopper.isError) {
    const none = shopper.error instanceof ApiError && shopper.error.status === 404;
    return (
      <Card title={title}>
        {none ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No shopper assigned">
            <Typography.Text type="secondary">Choose a personal shopper to start sending requests.</Typography.Text>
          </Empty>
        ) : (
          <LoadFailed title="Unable to load shopper information" retry={shopper.refetch} />
        )}
      </Card>
    );
  }

  const { profile, user, createdAt } = shopper.data;
  return (
    <Card title={title} style={{ height: '100%' }}>
      <Flex align="center" gap={16}>
        <InitialsAvatar name={profile.displayName} src={profile.avatarUrl} size={64} fontSize={24} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: 18 }} ellipsis>
            {profile.displayName}
          </Typography.Text>
          <Typography.Link href={`mailto:${user.email}`} ellipsis>
            {user.email}
          </Typography.Link>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            Member since {formatMemberSince(createdAt)}
          </Typography.Text>
        </Flex>
      </Flex>
      <RouterButton to="/shopper-profile" style={{ marginTop: 16 }} block>
        View Profile
      </RouterButton>
    </Card>
  );
}
