import { REMINDER_HOUR_UTC, reminderStageDue, stageTime } from './reminder-stages';

const at = (iso: string) => new Date(iso);

describe('stageTime', () => {
  it('puts each stage at 14:00 UTC: the day before the due date, the day itself, two days after', () => {
    expect(REMINDER_HOUR_UTC).toBe(14);
    expect(stageTime('2026-12-10', 'before').toISOString()).toBe('2026-12-09T14:00:00.000Z');
    expect(stageTime('2026-12-10', 'due').toISOString()).toBe('2026-12-10T14:00:00.000Z');
    expect(stageTime('2026-12-10', 'overdue').toISOString()).toBe('2026-12-12T14:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(stageTime('2027-01-01', 'before').toISOString()).toBe('2026-12-31T14:00:00.000Z');
    expect(stageTime('2026-12-30', 'overdue').toISOString()).toBe('2027-01-01T14:00:00.000Z');
    expect(stageTime('2028-02-28', 'overdue').toISOString()).toBe('2028-03-01T14:00:00.000Z');
  });
});

describe('reminderStageDue', () => {
  // Finalized with 7-day terms: due Dec 10.
  const invoice = { dueDate: '2026-12-10', finalizedAt: at('2026-12-03T18:30:00.000Z') };
  const stageAt = (iso: string) => reminderStageDue(invoice, at(iso));

  it('sends nothing before the first stage is due', () => {
    expect(stageAt('2026-12-03T18:31:00.000Z')).toBeNull();
    expect(stageAt('2026-12-09T13:59:59.999Z')).toBeNull();
  });

  it('makes each stage due from 14:00 UTC on its day', () => {
    expect(stageAt('2026-12-09T14:00:00.000Z')).toBe('before');
    expect(stageAt('2026-12-10T13:59:59.999Z')).toBe('before');
    expect(stageAt('2026-12-10T14:00:00.000Z')).toBe('due');
    expect(stageAt('2026-12-12T13:59:59.999Z')).toBe('due');
    expect(stageAt('2026-12-12T14:00:00.000Z')).toBe('overdue');
  });

  it('answers only the latest stage due, never an earlier one it passed over', () => {
    // A sweep that missed the day before and the day itself sends the overdue reminder alone.
    expect(stageAt('2026-12-12T15:00:00.000Z')).toBe('overdue');
    // Nor the day before once the due day's time has come.
    expect(stageAt('2026-12-10T20:00:00.000Z')).toBe('due');
  });

  it('sends a stage only while it is less than 2 days late: nothing stale after an outage', () => {
    expect(stageAt('2026-12-14T13:59:59.999Z')).toBe('overdue');
    expect(stageAt('2026-12-14T14:00:00.000Z')).toBeNull();
    expect(stageAt('2026-12-20T14:00:00.000Z')).toBeNull();
    expect(stageAt('2027-03-01T14:00:00.000Z')).toBeNull();
  });

  it('has no stage on or before the day the invoice was finalized: its email was that day’s notice', () => {
    // Due on receipt: finalized on its due date, whatever the hour, so only the overdue reminder.
    for (const finalizedAt of ['2026-12-03T00:00:00.000Z', '2026-12-03T09:00:00.000Z', '2026-12-03T23:59:59.999Z']) {
      const onReceipt = { dueDate: '2026-12-03', finalizedAt: at(finalizedAt) };
      expect(reminderStageDue(onReceipt, at('2026-12-03T14:00:00.000Z'))).toBeNull();
      expect(reminderStageDue(onReceipt, at('2026-12-04T13:00:00.000Z'))).toBeNull();
      expect(reminderStageDue(onReceipt, at('2026-12-05T13:59:59.999Z'))).toBeNull();
      expect(reminderStageDue(onReceipt, at('2026-12-05T14:00:00.000Z'))).toBe('overdue');
    }
    // Finalized the day before it is due (terms changed meanwhile): no reminder that day, then the due day's.
    const nextDay = { dueDate: '2026-12-04', finalizedAt: at('2026-12-03T08:00:00.000Z') };
    expect(reminderStageDue(nextDay, at('2026-12-03T14:00:00.000Z'))).toBeNull();
    expect(reminderStageDue(nextDay, at('2026-12-04T14:00:00.000Z'))).toBe('due');
  });

  it('goes by the UTC day of finalizing: the evening before (UTC) still counts as the day before', () => {
    const lateEvening = { dueDate: '2026-12-10', finalizedAt: at('2026-12-08T23:59:59.999Z') };
    expect(reminderStageDue(lateEvening, at('2026-12-09T14:00:00.000Z'))).toBe('before');
    const nextMorning = { dueDate: '2026-12-10', finalizedAt: at('2026-12-09T00:00:00.000Z') };
    expect(reminderStageDue(nextMorning, at('2026-12-09T14:00:00.000Z'))).toBeNull();
    expect(reminderStageDue(nextMorning, at('2026-12-10T14:00:00.000Z'))).toBe('due');
  });
});
