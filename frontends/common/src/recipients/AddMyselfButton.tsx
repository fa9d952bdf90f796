import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, type ButtonProps } from 'antd';
import { failureText } from '../api/failure-text';
import { useSubmitOnce } from '../forms/use-submit-once';
import { useToast } from '../toast/useToast';
import { useCreateRecipient } from './api/use-create-recipient';
import { MYSELF } from './myself';
import type { Recipient } from './recipient-form-values';
import { RECIPIENT_MESSAGES } from './recipient-messages';

export type AddMyselfButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** A shopper adding the client themself. */
  clientId?: string;
  /** The new recipient's name: "Myself" for a client, the client's name for their shopper. */
  displayName?: string;
  onAdded?: (recipient: Recipient) => void;
};

/** One click adds the client as their own recipient ("Myself", relationship self), sizes later. */
export function AddMyselfButton({
  clientId,
  displayName = MYSELF.displayName,
  onAdded,
  children = MYSELF.displayName,
  ...button
}: AddMyselfButtonProps) {
  const create = useCreateRecipient();
  const { toast } = useToast();
  // A double tap reaches the handler twice before a re-render: one recipient only.
  const { pending, onSubmit: add } = useSubmitOnce(async () => {
    try {
      const added = await create.mutateAsync({
        relationship: MYSELF.relationship,
        displayName,
        profile: { sizing: {} },
        ...(clientId ? { clientId } : {}),
      });
      toast({ title: RECIPIENT_MESSAGES.added, variant: 'success' });
      onAdded?.(added);
    } catch (error) {
      toast({ title: RECIPIENT_MESSAGES.addFailed, description: failureText(error), variant: 'destructive' });
    }
  });
  return (
    <Button
      icon={<UserOutlined aria-hidden="true" />}
      {...button}
      loading={pending}
      onClick={() => void add(undefined)}
    >
      {children}
    </Button>
  );
}
