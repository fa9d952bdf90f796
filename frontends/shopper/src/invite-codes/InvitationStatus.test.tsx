import { configure, fireEvent, render, screen } from '@testing-library/react';
import { fakeInvitationEmail } from './invite-code.fixture';
import { InvitationStatus } from './InvitationStatus';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
configure({ defaultHidden: true });

const tagOf = (text: string | RegExp) => screen.getByText(text).closest('.ant-tag');

it('says an invitation on its way is being sent, in the processing color, as a live status', () => {
  render(<InvitationStatus id="status" email={fakeInvitationEmail({ status: 'queued', sentAt: null })} />);
  expect(screen.getByRole('status')).toHaveAttribute('id', 'status');
  expect(screen.getByRole('status')).toHaveTextContent(/^Sending invitation…$/);
  expect(tagOf('Sending invitation…')).toHaveClass('ant-tag-processing');
  expect(tagOf('Sending invitation…')?.querySelector('.anticon-sync')).toHaveAttribute('aria-hidden', 'true');
});

it('says a sent invitation was emailed, and when', () => {
  render(
    <InvitationStatus id="status" email={fakeInvitationEmail({ status: 'sent', sentAt: '2026-03-04T15:04:00' })} />,
  );
  expect(tagOf('Invitation emailed')).toHaveClass('ant-tag-success');
  expect(screen.getByText(/^Mar 4, 2026, 3:04\sPM$/)).toHaveAttribute('datetime', '2026-03-04T15:04:00');
  expect(screen.getByRole('status')).toHaveTextContent(/^Invitation emailedSent Mar 4, 2026, 3:04\sPM$/);
  expect(screen.queryByText(/Sent \d+ times/)).not.toBeInTheDocument();
});

it("says a failed email failed, with the mail server's reason for screen readers and in a tooltip", async () => {
  render(
    <InvitationStatus
      id="status"
      email={fakeInvitationEmail({ status: 'failed', sentAt: null, lastError: '550 Mailbox unavailable' })}
    />,
  );
  const tag = tagOf('Email failed')!;
  expect(tag).toHaveClass('ant-tag-error');
  expect(screen.getByRole('status')).toHaveTextContent('Email failed: 550 Mailbox unavailable');
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  // Focus opens it as hover does: the tag is reachable by keyboard.
  expect(tag).toHaveAttribute('tabindex', '0');
  fireEvent.focus(tag);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('550 Mailbox unavailable');
});

it('says a skipped invitation was not emailed, without a date', () => {
  render(<InvitationStatus id="status" email={fakeInvitationEmail({ status: 'skipped', sentAt: null })} />);
  expect(screen.getByRole('status')).toHaveTextContent(/^Not emailed$/);
  expect(tagOf('Not emailed')).not.toHaveAttribute('tabindex');
});

it('counts the sends once there was more than one, the time being that of the last', () => {
  const { rerender } = render(
    <InvitationStatus id="status" email={fakeInvitationEmail({ status: 'queued', sentAt: null, sendCount: 3 })} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(/^Sending invitation…Sent 3 times$/);
  rerender(<InvitationStatus id="status" email={fakeInvitationEmail({ status: 'sent', sendCount: 3 })} />);
  expect(screen.getByRole('status')).toHaveTextContent(
    /^Invitation emailedLast sent Mar 4, 2026, 3:04\sPMSent 3 times$/,
  );
});
