import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { BackLink, useDocumentTitle } from '@atelier/common';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ClientRoster } from '../clients';
import { GenerateCodeForm, HowInviteCodesWork, InviteCodeLists } from '../invite-codes';

/**
 * /invite-codes, the Clients tab (docs/product-rules.md, "Invite codes"): the shopper's clients
 * (decline, archive, restore), then the codes she generates for new clients, copies (code or
 * registration link) and sees used.
 */
export default function InviteCodes() {
  useDocumentTitle('Invite Codes');
  const [formOpen, setFormOpen] = useState(false);
  const generateButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // The form replaces the button; when it closes, focus goes back to the button, not to <body>.
  useEffect(() => {
    if (wasOpen.current && !formOpen) generateButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1000, width: '100%', margin: '0 auto' }}>
      <BackLink to="/shopper-dashboard" label="Back" />
      <Flex justify="space-between" align="center" gap={12} wrap>
        <header>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
            Invite Codes
          </Typography.Title>
          <Typography.Text type="secondary">
            Invite clients to work with you: each code links one new client to your account.
          </Typography.Text>
        </header>
        {!formOpen && (
          <Button
            ref={generateButton}
            type="primary"
            icon={<PlusOutlined aria-hidden="true" />}
            onClick={() => setFormOpen(true)}
          >
            Generate New Code
          </Button>
        )}
      </Flex>

      {formOpen && <GenerateCodeForm onClose={() => setFormOpen(false)} />}
      <ClientRoster />
      <InviteCodeLists />
      <HowInviteCodesWork />
    </Flex>
  );
}
