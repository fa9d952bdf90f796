import { expect, type Locator, type Page } from '@playwright/test';

/** Resolves once every finite animation and transition has ended; endless ones (skeletons, spinners) do not count. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The dialog of that name once it is shown and done opening. antd's dialogs zoom in: on a loaded
 * machine a click aimed while the dialog still grows lands beside its target (a checkbox stays
 * unticked, a button untaken), so clicks wait for the dialog to stand still, as a person's would.
 */
export async function openedDialog(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await animationsSettled(page);
  return dialog;
}
