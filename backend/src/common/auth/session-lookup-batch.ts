/** Ids in one statement at most: a larger batch is sent at once, and the rest join a new one. */
export const MAX_IDS_PER_STATEMENT = 100;

interface Waiter<Row> {
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

/**
 * Session lookups by user id gathered into one statement per turn of the event loop, so many
 * concurrent requests cost the database one round trip. A lookup only ever joins a batch not
 * yet sent: its answer comes from a statement sent after it was asked for, so a change
 * committed before then (a password change, a new role) is always seen.
 */
export class SessionLookupBatch<Row extends { id: string }> {
  /** The batch not yet sent, by lower-cased user id: MariaDB compares ids without case. */
  private pending: Map<string, Waiter<Row>[]> | null = null;

  /** `select`: the rows of those of `ids` that exist, in one statement. */
  constructor(private readonly select: (ids: string[]) => Promise<Row[]>) {}

  lookUp(id: string): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      let batch = this.pending;
      if (!batch) {
        const opened = (batch = this.pending = new Map());
        // setImmediate, not nextTick: it runs once this poll phase has handed over every request
        // already readable on other sockets, where nextTick would send each request's batch alone.
        setImmediate(() => this.send(opened));
      }
      const key = id.toLowerCase();
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
      if (batch.size === MAX_IDS_PER_STATEMENT) this.send(batch);
    });
  }

  private send(batch: Map<string, Waiter<Row>[]>): void {
    if (this.pending === batch) this.pending = null;
    const waiting = [...batch];
    // Emptied, so the setImmediate of a batch already sent when full finds nothing to send.
    batch.clear();
    if (waiting.length === 0) return;
    let rows: Promise<Row[]>;
    try {
      rows = this.select(waiting.map(([id]) => id));
    } catch (error) {
      // Thrown under setImmediate it would be uncaught: it fails the batch's requests instead.
      rows = Promise.reject(error);
    }
    rows.then(
      (rows) => {
        const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
        for (const [id, waiters] of waiting) for (const waiter of waiters) waiter.resolve(byId.get(id));
      },
      (error: unknown) => {
        for (const [, waiters] of waiting) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}
