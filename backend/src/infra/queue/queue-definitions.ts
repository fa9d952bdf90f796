/**
 * The catalogue of queues: what each one carries and how it runs. Adding a queue means adding
 * its payload here and its settings below; the type system then demands a processor signature
 * and lets producers enqueue only matching payloads.
 *
 * Payloads are JSON (BullMQ stores them in Redis) and carry IDs, not state: the processor
 * loads what it needs, so a job never acts on a stale copy.
 */
export interface QueuePayloads {
  /**
   * An audit event has no row before the job writes it, so its few fields travel in the
   * payload. `eventId` is chosen by the producer: the processor inserts only if absent, so a
   * redelivered job cannot write twice.
   */
  audit: { eventId: string; userId: string | null; action: string; ip: string | null };
  /**
   * Render an invoice, or one of its credit notes (`creditNoteId`), as PDF: one document, the
   * same for both parties. The processor loads the document and stores the file (InvoicePdfFiles).
   */
  pdf: { invoiceId: string; creditNoteId?: string };
  /**
   * Make the web and thumbnail variants of an uploaded image: `key` is its storage key
   * (`ab/<sha256>.jpg`); the file is the job's only input, written before the job is queued.
   */
  images: { key: string };
  /** Import an item's product link: the run (enrichment_runs) names the item and takes the outcome. */
  enrichment: { runId: string };
  /** Compose and send one recorded email (the `emails` row names its kind and recipient). */
  mail: { emailId: string };
  /**
   * A user's digest of one task (or, with `taskId` null, of the clients who joined them), due
   * once EMAIL_DIGEST_DELAY_MS has passed since the first event it covers: `digestId` names
   * its pending_digests row (none without a task) and the email it becomes.
   */
  digests: { digestId: string; userId: string; taskId: string | null };
  /**
   * Sweep the unpaid invoices for payment reminders due now (PaymentReminderSweep). `hour`
   * ("2026-12-03T14") names the sweep, whose job id makes one per hour however many workers ask.
   */
  reminders: { hour: string };
}

export type QueueName = keyof QueuePayloads;
export type PayloadOf<Q extends QueueName> = QueuePayloads[Q];

export interface QueueSettings {
  /** Jobs of this queue one process runs at the same time. */
  concurrency: number;
  /** Runs before a job counts as failed (1 = no retry). */
  attempts: number;
  /** First retry delay; each further retry doubles it (exponential backoff)... */
  backoffMs: number;
  /** ...up to this delay, where a queue retries for long (see retryDelayMs). */
  maxBackoffMs?: number;
}

export type QueueCatalogue = Record<QueueName, QueueSettings>;

export const QUEUE_DEFINITIONS: QueueCatalogue = {
  audit: { concurrency: 5, attempts: 5, backoffMs: 1_000 },
  // A Chromium page each: two at a time per process. Someone is waiting for the result, so
  // one quick retry (a crashed browser is relaunched) and then the failure is theirs to see.
  pdf: { concurrency: 2, attempts: 2, backoffMs: 500 },
  // A libvips thread and a decoded image each (QUEUE_IMAGES_CONCURRENCY in the worker).
  images: { concurrency: 2, attempts: 3, backoffMs: 2_000 },
  // Mostly waiting on other sites. The shopper waits for the outcome, so one quick retry;
  // an unusable page is an outcome, not a failure, and is not retried.
  enrichment: { concurrency: 4, attempts: 2, backoffMs: 1_000 },
  // Mostly waiting on the mail server. An outage of the mail server (or of the database) is
  // ridden out: 10 attempts, 5 s apart at first, doubling up to 10 minutes apart, span about
  // 30 minutes (retryWindowMs). A permanent refusal (5xx) is not retried at all.
  mail: { concurrency: 4, attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  // A few queries each; what they decide goes out through the mail queue. Retried as mail is,
  // so a database outage delays a digest and loses none.
  digests: { concurrency: 4, attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
  // As digests: a few queries, then the mail queue. A sweep run again sends no reminder twice.
  reminders: { concurrency: 4, attempts: 10, backoffMs: 5_000, maxBackoffMs: 600_000 },
};

/**
 * Both drivers remember this many completed jobs (enough to deduplicate a retried enqueue,
 * small enough to bound memory) and keep failed ones for inspection; the inline driver caps
 * those too, since it holds them in memory.
 */
export const KEEP_COMPLETED_JOBS = 1_000;
export const KEEP_FAILED_JOBS_IN_MEMORY = 1_000;

export function queueNames(catalogue: QueueCatalogue): QueueName[] {
  return Object.keys(catalogue) as QueueName[];
}
