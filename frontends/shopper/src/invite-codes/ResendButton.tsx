import SendOutlined from '@ant-design/icons/SendOutlined';
import { failureText, useToast } from '@atelier/common';
import { Button, Tooltip } from 'antd';
import type { InviteCode } from './invite-code-rules';
import { useResendCountdown } from './use-resend-countdown';
import { useResendInvitation } from './use-resend-invitation';

/** The api's refusal when the code has no address; said before asking. */
const NO_CLIENT_EMAIL = 'This invite code has no client email to send it to.';

/**
 * Emails the code's invitation again. The api paces resends (a minute apart, 5 a day): the
 * button counts the minute down after each email, and any other refusal is shown as the api
 * words it. `describedBy` names the email's status, read with the button.
 */
export function ResendButton({ code, describedBy }: { code: InviteCode; describedBy?: string }) {
  const resend = useResendInvitation();
  const { toast } = useToast();
  const secondsLeft = useResendCountdown(code.email);

  const send = async () => {
    try {
      await resend.mutateAsync(code.id);
    } catch (error) {
      toast({
        title: 'Error',
        description: failureText(error, 'Failed to resend the invitation.'),
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Invitation sent again',
      description: `It is on its way to ${code.clientEmail}.`,
      variant: 'success',
    });
  };

  const button = (
    <Button
      icon={<SendOutlined aria-hidden="true" />}
      loading={resend.isPending}
      disabled={!code.clientEmail || secondsLeft > 0}
      aria-describedby={describedBy}
      onClick={() => void send()}
    >
      {secondsLeft > 0 ? `Resend in ${secondsLeft} s` : 'Resend'}
    </Button>
  );
  return code.clientEmail ? button : <Tooltip title={NO_CLIENT_EMAIL}>{button}</Tooltip>;
}
