import { Card, Col, Row } from 'antd';
import { useId } from 'react';
import type { InviteCode } from './invite-code-rules';
import { UsedCodeCard } from './UsedCodeCard';

/** "Used Codes (n)": codes clients registered with. Render it only when there are any. */
export function UsedCodes({ codes }: { codes: InviteCode[] }) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          Used Codes ({codes.length})
        </h2>
      }
    >
      <Row gutter={[12, 12]} role="list">
        {codes.map((code) => (
          <Col key={code.id} xs={24} md={12} role="listitem">
            <UsedCodeCard code={code} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
