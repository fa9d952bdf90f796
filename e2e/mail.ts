import { expect } from '@playwright/test';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const catcher = () => `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT}`;

/** Every email the journeys' SMTP server received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const answer = await fetch(`${catcher()}/messages?to=${encodeURIComponent(to)}`);
  return (await answer.json()) as CaughtMail[];
}

/** Waits for the `count`-th email to `to` whose subject matches, and answers it. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<CaughtMail> {
  let found: CaughtMail[] = [];
  await expect
    .poll(async () => {
      found = (await mailsTo(to)).filter((mail) => subject.test(mail.subject));
      return found.length;
    })
    .toBeGreaterThanOrEqual(count);
  return found[count - 1];
}

/** The first link of a mail's plain-text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return link;
}
