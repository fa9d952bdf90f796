import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { BackLink } from '../components/BackLink';
import { useDocumentTitle } from '../document/useDocumentTitle';
import { clearDraft } from './wizard-draft';
import type { WizardRole } from './wizard-values';
import { WizardForm } from './WizardForm';

export interface TaskWizardProps {
  /** A shopper picks the client and may set the fee; a client's request is their own. */
  role: WizardRole;
}

/**
 * The new shopping request at /task-wizard (docs/product-rules.md, "Task creation"), for both roles:
 * details, who it is for, the category's questions, reference images, review. The draft
 * survives a reload; success opens the new task.
 */
export function TaskWizard({ role }: TaskWizardProps) {
  useDocumentTitle('New Shopping Request');
  // Start over mounts a fresh wizard: an empty form, no images, step 1.
  const [round, setRound] = useState(0);
  return (
    <Flex vertical gap={12} style={{ width: '100%', maxWidth: 760, margin: '0 auto' }}>
      <BackLink to={role === 'CLIENT' ? '/' : '/shopper-dashboard'} />
      <header>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
          New Shopping Request
        </Typography.Title>
        <Typography.Text type="secondary">
          {role === 'CLIENT'
            ? 'Tell your shopper what you need, who it is for, and what you like.'
            : 'Set up a request for one of your clients.'}
        </Typography.Text>
      </header>
      <WizardForm
        key={round}
        role={role}
        focusOnMount={round > 0}
        onStartOver={() => {
          clearDraft(role);
          setRound(round + 1);
        }}
      />
    </Flex>
  );
}
