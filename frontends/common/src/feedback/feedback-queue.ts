import type { FeedbackApi } from './feedback-api';

/**
 * Toasts and confirmations asked for before the holders have mounted wait for them, then run in
 * the order they were asked; each is answered by the holders mounted last.
 */
export class FeedbackQueue {
  private api: FeedbackApi | null = null;
  private markMounted!: () => void;
  private readonly mounted = new Promise<void>((resolve) => {
    this.markMounted = resolve;
  });

  /** The holders' callback once they have mounted. */
  readonly ready = (api: FeedbackApi) => {
    this.api = api;
    this.markMounted();
  };

  whenReady(use: (api: FeedbackApi) => void): void {
    void this.mounted.then(() => use(this.api!));
  }
}
