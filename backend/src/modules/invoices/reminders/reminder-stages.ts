import { addDays } from '@atelier/billing';

/** The reminders of an unpaid invoice, in the order they come. */
export const REMINDER_STAGES = ['before', 'due', 'overdue'] as const;
export type ReminderStage = (typeof REMINDER_STAGES)[number];

/** Each stage's day, counted from the due date: the day before, the day itself, two days after. */
const STAGE_DAYS: Record<ReminderStage, number> = { before: -1, due: 0, overdue: 2 };

/**
 * A stage is due from 14:00 UTC on its day: morning in the Americas, where clients are. We know
 * no user's time zone, so one hour for all.
 */
export const REMINDER_HOUR_UTC = 14;

/**
 * A stage this late is stale: a sweep after a long outage sends nothing rather than a reminder
 * "due tomorrow" of an invoice due days ago.
 */
const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export interface RemindedInvoice {
  /** "2026-12-03", a UTC day. */
  dueDate: string;
  finalizedAt: Date;
}

/** When a stage of an invoice due on `dueDate` becomes due. */
export function stageTime(dueDate: string, stage: ReminderStage): Date {
  const day = addDays(dueDate, STAGE_DAYS[stage]);
  return new Date(`${day}T${String(REMINDER_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
}

/**
 * The stage a sweep at `now` sends for an invoice, or null: only the latest stage that is due,
 * so the client never gets several at once, and only while it is fresh. Whether the invoice
 * still asks for money, and whether this stage went out already, is for the caller to check.
 *
 * No stage falls on or before the day the invoice was finalized (UTC): the invoice email sent
 * then is that day's notice. So an invoice due on receipt gets only the `overdue` reminder.
 */
export function reminderStageDue({ dueDate, finalizedAt }: RemindedInvoice, now: Date): ReminderStage | null {
  const finalizedDay = finalizedAt.toISOString().slice(0, 10);
  const latest = [...REMINDER_STAGES]
    .reverse()
    .find((stage) => addDays(dueDate, STAGE_DAYS[stage]) > finalizedDay && stageTime(dueDate, stage) <= now);
  if (latest === undefined) return null;
  return now.getTime() - stageTime(dueDate, latest).getTime() < STALE_AFTER_MS ? latest : null;
}
