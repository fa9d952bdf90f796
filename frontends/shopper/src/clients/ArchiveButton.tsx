import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { failureText, useToast } from '@atelier/common';
import { Button, Popconfirm } from 'antd';
import type { RosterClient } from './client-roster-rules';
import { useArchiveClient } from './use-client-roster';

/** Archives a client after a confirmation saying what it means for both of them. */
export function ArchiveButton({ client }: { client: RosterClient }) {
  const archive = useArchiveClient();
  const { toast } = useToast();
  const name = client.profile.displayName;

  const confirm = async () => {
    try {
      await archive.mutateAsync(client.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to archive the client.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Client archived',
      description: `${name} can no longer send requests. Restore them any time.`,
      variant: 'success',
    });
  };

  return (
    <Popconfirm
      title={`Archive ${name}?`}
      description="Their requests and invoices stay readable for both of you, but nobody can start a new request until you restore them."
      okText="Archive"
      cancelText="Keep working together"
      onConfirm={confirm}
      styles={{ root: { maxWidth: 340 } }}
    >
      <Button icon={<InboxOutlined aria-hidden="true" />} loading={archive.isPending} aria-label={`Archive ${name}`}>
        Archive
      </Button>
    </Popconfirm>
  );
}
