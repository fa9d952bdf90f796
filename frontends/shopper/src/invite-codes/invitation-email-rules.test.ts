import { fakeInvitationEmail, fakeInviteCode } from './invite-code.fixture';
import { pollWhileSending, SENDING_POLL_MS, sendCountText } from './invitation-email-rules';

it('polls every 2 seconds while any invitation is queued, and not otherwise', () => {
  const emailed = (id: string, status: 'queued' | 'sent' | 'failed' | 'skipped') =>
    fakeInviteCode(id, { clientEmail: 'jane@example.com', email: fakeInvitationEmail({ status }) });

  expect(SENDING_POLL_MS).toBe(2000);
  expect(pollWhileSending([emailed('1', 'sent'), emailed('2', 'queued')])).toBe(2000);
  expect(pollWhileSending([emailed('1', 'sent'), emailed('2', 'failed'), emailed('3', 'skipped')])).toBe(false);
  expect(pollWhileSending([fakeInviteCode('1')])).toBe(false);
  expect(pollWhileSending([])).toBe(false);
  expect(pollWhileSending(undefined)).toBe(false);
});

it('counts the sends only once there was more than one', () => {
  expect(sendCountText(fakeInvitationEmail({ sendCount: 1 }))).toBeNull();
  expect(sendCountText(fakeInvitationEmail({ sendCount: 2 }))).toBe('Sent 2 times');
});
