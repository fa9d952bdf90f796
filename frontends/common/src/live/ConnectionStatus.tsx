import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import { theme, Typography } from 'antd';
import { useLiveStatus } from './LiveUpdatesProvider';

/** A quiet note while live updates are reconnecting; nothing when all is well. */
export function ConnectionStatus() {
  const status = useLiveStatus();
  const { token } = theme.useToken();
  return (
    <span role="status" aria-live="polite" style={{ display: 'inline-flex' }}>
      {status === 'reconnecting' && (
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          <LoadingOutlined style={{ marginRight: 6, color: token.colorTextTertiary }} />
          Reconnecting…
        </Typography.Text>
      )}
    </span>
  );
}
