import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import { failureText, useToast } from '@atelier/common';
import { Button, Popconfirm } from 'antd';
import type { RosterClient } from './client-roster-rules';
import { useDeclineClient } from './use-client-roster';

/**
 * Declines a client who chose the shopper from the public list, after a confirmation: she is
 * emailed, leaves the list and may choose another shopper.
 */
export function DeclineButton({ client }: { client: RosterClient }) {
  const decline = useDeclineClient();
  const { toast } = useToast();
  const name = client.profile.displayName;

  const confirm = async () => {
    try {
      await decline.mutateAsync(client.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to decline the client.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Client declined',
      description: `We let ${name} know by email. They can choose another shopper.`,
      variant: 'success',
    });
  };

  return (
    <Popconfirm
      title={`Decline ${name}?`}
      description="They get a polite email, are no longer your client and can choose another shopper. Their open requests are archived."
      okText="Decline"
      okButtonProps={{ danger: true }}
      cancelText="Keep"
      onConfirm={confirm}
      styles={{ root: { maxWidth: 340 } }}
    >
      <Button
        danger
        icon={<CloseCircleOutlined aria-hidden="true" />}
        loading={decline.isPending}
        aria-label={`Decline ${name}`}
      >
        Decline
      </Button>
    </Popconfirm>
  );
}
