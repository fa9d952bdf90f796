import { BackLink } from '@atelier/common';
import { TaskWizard as Wizard } from '@atelier/common/task-wizard';
import { Flex, Typography } from 'antd';
import { StandingNotice, useMyStanding } from '../standing';

/**
 * /task-wizard for the client: a new shopping request of their own; while her shopper does
 * not take her requests (archived, or declined), what she can do instead.
 */
export default function TaskWizard() {
  const standing = useMyStanding();
  if (standing.data?.canSubmitRequests === false) {
    return (
      <Flex vertical gap={16} style={{ maxWidth: 800, width: '100%', margin: '0 auto' }}>
        <BackLink to="/client-dashboard" />
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          New Shopping Request
        </Typography.Title>
        <StandingNotice />
      </Flex>
    );
  }
  return <Wizard role="CLIENT" />;
}
