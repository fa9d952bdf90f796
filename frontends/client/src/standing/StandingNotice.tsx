import { Alert } from 'antd';
import { ChooseShopperForm } from './ChooseShopperForm';
import { useMyStanding } from './use-my-standing';

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
          <ChooseShopperForm declinedBy={shopperId} />
        </>
      }
    />
  );
}
