export type FetchRefusal =
  | 'bad-url'
  | 'private-address'
  | 'unreachable'
  | 'timeout'
  | 'too-many-redirects'
  | 'bad-status'
  | 'wrong-type'
  | 'too-large';

/** An outbound fetch refused or failed; `message` is fit to show the person who gave the link. */
export class FetchRefusedError extends Error {
  constructor(
    readonly reason: FetchRefusal,
    message: string,
    /** The HTTP status of a 'bad-status' refusal. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FetchRefusedError';
  }
}
