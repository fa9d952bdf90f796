import {
  api,
  ApiError,
  BackLink,
  RouterButton,
  shopperKeys,
  useDocumentTitle,
  useToast,
  LoadFailed,
} from '@atelier/common';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { ShopperDetails } from '../shopper-profile/ShopperDetails';
import { StandingNotice, useMyStanding } from '../standing';

/** GET /api/my-shopper answers 404 while no shopper is assigned: a state, not a failure. */
const isNoShopper = (error: unknown) => error instanceof ApiError && error.status === 404;

function NoShopper() {
  return (
    <Card>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<strong>No Shopper Assigned</strong>}>
        <Typography.Paragraph type="secondary">
          You are not linked to a personal shopper yet. Please contact support and we will match you with one.
        </Typography.Paragraph>
        <RouterButton to="/contact" type="primary">
          Contact Support
        </RouterButton>
      </Empty>
    </Card>
  );
}

/** The client's view of their assigned shopper (docs/product-rules.md, "Client view of shopper"). */
export default function ShopperProfile() {
  useDocumentTitle('Your Personal Shopper');
  const { toast } = useToast();
  const shopper = useQuery({
    queryKey: shopperKeys.myShopper,
    queryFn: ({ signal }) => api.get('/api/my-shopper', { signal }),
  });
  const failed = shopper.isError && !isNoShopper(shopper.error);
  // A declined client has no shopper: the notice above says why and lets her choose another.
  const declined = useMyStanding().data?.status === 'DECLINED';

  // Once per failed load (a failed Retry toasts again).
  useEffect(() => {
    if (failed)
      toast({ title: 'Failed to fetch shopper info', description: 'Please try again.', variant: 'destructive' });
  }, [failed, shopper.errorUpdatedAt, toast]);

  let body;
  if (shopper.isPending) {
    body = (
      <Card role="status" aria-busy="true" aria-label="Loading your shopper">
        <Skeleton active avatar={{ size: 88 }} paragraph={{ rows: 3 }} />
      </Card>
    );
  } else if (shopper.isError) {
    body = failed ? (
      <LoadFailed title="Unable to load shopper information" retry={shopper.refetch} retrying={shopper.isFetching} />
    ) : declined ? null : (
      <NoShopper />
    );
  } else {
    body = <ShopperDetails shopper={shopper.data} />;
  }

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000, width: '100%', margin: '0 auto' }}>
      <BackLink to="/client-dashboard" />
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        Your Personal Shopper
      </Typography.Title>
      <StandingNotice />
      {body}
    </Flex>
  );
}
