import { Flex, Typography } from 'antd';

/** Who a code is for, when the shopper said so; nothing otherwise. */
export function ClientLine({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return null;
  return (
    <Flex gap={8} wrap align="baseline">
      {name && <Typography.Text strong>{name}</Typography.Text>}
      {email && (
        <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Typography.Text>
      )}
    </Flex>
  );
}
