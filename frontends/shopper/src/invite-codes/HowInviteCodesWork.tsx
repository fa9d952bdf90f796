import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Card, Flex, theme } from 'antd';
import { useId } from 'react';

/** The how-to box (docs/product-rules.md, "Invite codes"): share the link or the code; a used code links the client. */
export function HowInviteCodesWork() {
  const { token } = theme.useToken();
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      size="small"
      style={{ background: token.colorFillAlter }}
      title={
        <Flex align="center" gap={8}>
          <InfoCircleOutlined aria-hidden="true" style={{ color: token.colorPrimary }} />
          <h2 id={headingId} style={{ margin: 0, fontSize: 15 }}>
            How invite codes work
          </h2>
        </Flex>
      }
    >
      <ol style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.7 }}>
        <li>
          Generate a code, optionally with the client&apos;s name and email. With an email, we send the client the
          invitation, with your personal message if you write one.
        </li>
        <li>
          Share the registration link (Copy Link) or the code itself (Copy Code): the client enters it when registering.
        </li>
        <li>Once the code is used, the client is linked to your account and the code moves to Used Codes.</li>
      </ol>
    </Card>
  );
}
