import { fakeInvitationEmail, fakeInviteCode } from './invite-code.fixture';
import { pollWhileSending, secondsUntilResend, SENDING_POLL_MS, sendCountText } from './invitation-email-rules';

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

it('counts the minute after the last email down in whole seconds, to 0 once it has passed', () => {
  const email = fakeInvitationEmail({ requestedAt: '2026-03-04T15:03:00.000Z' });
  const at = (time: string) => secondsUntilResend(email, Date.parse(time));
  expect(at('2026-03-04T15:03:00.000Z')).toBe(60);
  expect(at('2026-03-04T15:03:15.500Z')).toBe(45);
  expect(at('2026-03-04T15:03:59.999Z')).toBe(1);
  expect(at('2026-03-04T15:04:00.000Z')).toBe(0);
  expect(at('2026-03-04T15:02:30.000Z')).toBe(60);
  expect(secondsUntilResend(null, Date.now())).toBe(0);
});
