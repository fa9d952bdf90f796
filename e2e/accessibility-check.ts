import type { Page } from '@playwright/test';
import { animationsSettled } from './animations';

async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const { AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * Fails the test when axe finds a serious or critical accessibility violation on the page.
 * axe reads colors as painted: an element caught fading (an error message leaving, a toast
 * whose time ran out while axe was reading) reads as low contrast. So the page is read once its
 * animations have ended, and what it finds must still be there on a second reading.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const first = await seriousViolations(page);
  if (first.length === 0) return;
  const nodeKey = (id: string, target: unknown) => `${id} ${JSON.stringify(target)}`;
  const seen = new Set(first.flatMap((v) => v.nodes.map((n) => nodeKey(v.id, n.target))));
  const serious = (await seriousViolations(page))
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => seen.has(nodeKey(v.id, n.target))) }))
    .filter((v) => v.nodes.length > 0);
  const summary = serious.map(
    (v) =>
      `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.html.slice(0, 200)}\n    ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  if (serious.length > 0) throw new Error(`Accessibility violations:\n${summary.join('\n')}`);
}
