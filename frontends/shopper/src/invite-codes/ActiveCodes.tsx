import { Card, Col, Empty, Row, Typography } from 'antd';
import { useId } from 'react';
import { ActiveCodeCard } from './ActiveCodeCard';
import type { InviteCode } from './invite-code-rules';

/** "Active Codes (n)": the unused codes, newest first, or "No active invite codes". */
export function ActiveCodes({ codes }: { codes: InviteCode[] }) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Active Codes ({codes.length})
        </h2>
      }
    >
      {codes.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={<Typography.Text type="secondary">No active invite codes</Typography.Text>}
        >
          <Typography.Text type="secondary">Generate a code to invite your next client.</Typography.Text>
        </Empty>
      ) : (
        <Row gutter={[12, 12]} role="list">
          {codes.map((code) => (
            <Col key={code.id} xs={24} md={12} role="listitem">
              <ActiveCodeCard code={code} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
