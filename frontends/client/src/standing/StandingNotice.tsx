import { Alert, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useMyStanding } from './use-my-standing';

// Its form and dropdown (antd's form controls and fields) come only to a declined client, not
// with every client dashboard.
const ChooseShopperForm = lazy(() =>
  import('./ChooseShopperForm').then((module) => ({ default: module.ChooseShopperForm })),
);

/**
 * What the client must know when her shopper no longer works with her: archived (her history
 * stays, no new requests) or declined (no shopper; she chooses another here). Nothing while
 * she is an active client, while it loads, or when it cannot be read (her screens still work).
 */
export function StandingNotice() {
  const standing = useMyStanding();
  if (!standing.data || standing.data.status === 'ACTIVE') return null;
  const { status, shopperName, shopperId } = standing.data;
  if (status === 'ARCHIVED') {
    return (
      <Alert
        type="info"
        showIcon
        role="status"
        title={`${shopperName} has archived your account`}
        description="You can't send new requests for now. Your past requests, messages and invoices stay here for you to read."
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      title={`${shopperName} can't take you on right now`}
      description={
        <>
          <p style={{ marginTop: 0 }}>
            You have no personal shopper at the moment, so you can't send requests. Choose another shopper: they will
            see your requests as soon as you send them.
          </p>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <ChooseShopperForm declinedBy={shopperId} />
          </Suspense>
        </>
      }
    />
  );
}
