import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { failureText, useToast } from '@atelier/common';
import { Button } from 'antd';
import type { RosterClient } from './client-roster-rules';
import { useRestoreClient } from './use-client-roster';

/** Brings an archived client back: nothing is lost, so no confirmation. */
export function RestoreButton({ client }: { client: RosterClient }) {
  const restore = useRestoreClient();
  const { toast } = useToast();
  const name = client.profile.displayName;

  const onClick = async () => {
    try {
      await restore.mutateAsync(client.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to restore the client.'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Client restored', description: `${name} can send requests again.`, variant: 'success' });
  };

  return (
    <Button
      icon={<UndoOutlined aria-hidden="true" />}
      loading={restore.isPending}
      onClick={() => void onClick()}
      aria-label={`Restore ${name}`}
    >
      Restore
    </Button>
  );
}
