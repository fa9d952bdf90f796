import StopOutlined from '@ant-design/icons/StopOutlined';
import { failureText, useToast } from '@atelier/common';
import { Button, Popconfirm } from 'antd';
import type { InviteCode } from './invite-code-rules';
import { useRevokeInviteCode } from './use-revoke-invite-code';

/**
 * Withdraws an unused code, after a confirmation: from then on nobody registers with it, and
 * it leaves the list. The confirmation's button stays busy until the api has answered.
 */
export function RevokeButton({ code }: { code: InviteCode }) {
  const revoke = useRevokeInviteCode();
  const { toast } = useToast();

  const confirm = async () => {
    try {
      await revoke.mutateAsync(code.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to revoke the invite code.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Invite code revoked', description: `${code.code} no longer works.`, variant: 'success' });
  };

  return (
    <Popconfirm
      title="Revoke this invite code?"
      description={`Nobody will be able to register with ${code.code} any more.`}
      okText="Revoke"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={confirm}
    >
      <Button danger icon={<StopOutlined aria-hidden="true" />} loading={revoke.isPending}>
        Revoke
      </Button>
    </Popconfirm>
  );
}
