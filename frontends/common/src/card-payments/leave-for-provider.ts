/**
 * Sends the browser to the payment provider's page (Checkout, account onboarding) in this tab:
 * the provider sends the person back here. Answers a promise that never settles, so whatever
 * waits on it stays busy while the page is being replaced.
 */
export function leaveForProvider(url: string): Promise<never> {
  window.location.assign(url);
  return new Promise<never>(() => {});
}
