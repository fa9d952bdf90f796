import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { DocumentTitleSink, documentTitle, type Notifier } from '@atelier/common';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { DASHBOARD_GREETINGS, type DashboardRouteKey } from '@atelier/common';
import { DashboardFirstPaint } from '../first-paint/DashboardFirstPaint';
import { firstPaintTemplateId } from '../early/first-paint';
import { PublicApp } from './PublicApp';

/** Nothing toasts while a page renders at build time. */
const silent: Notifier = {
  open: () => undefined,
  success: () => undefined,
  error: () => undefined,
  destroy: () => undefined,
};

/**
 * A public page as a visitor first sees it, at build time: its markup, antd's styles for it
 * (the `<style>` tags cssinjs would insert, plus the cache map that lets the browser reuse
 * them instead of generating them again) and the document title.
 */
export async function renderPublicPage(path: string): Promise<{ html: string; styles: string; title: string }> {
  const cache = createCache();
  let title = documentTitle('Atelier');
  const html = await renderToMarkup(
    <DocumentTitleSink.Provider value={(screenTitle) => (title = screenTitle)}>
      <StyleProvider cache={cache}>
        <PublicApp notifier={silent} at={{ pathname: path, search: '' }} />
      </StyleProvider>
    </DocumentTitleSink.Provider>,
  );
  return { html, styles: extractStyle(cache), title };
}

/**
 * Each dashboard's first paint (src/first-paint/DashboardFirstPaint.tsx) as a <template> for
 * dist/index.html. Its styles are those of the first-paint style sheet index.html links.
 */
export async function renderDashboardFirstPaints(): Promise<string> {
  const dashboards = Object.keys(DASHBOARD_GREETINGS) as DashboardRouteKey[];
  const templates = await Promise.all(
    dashboards.map(
      async (dashboard) =>
        `<template id="${firstPaintTemplateId(dashboard)}">${await renderToMarkup(<DashboardFirstPaint dashboard={dashboard} />)}</template>`,
    ),
  );
  return templates.join('');
}

async function renderToMarkup(node: ReactNode): Promise<string> {
  // Everything in one piece: a boundary revealed later would need React's inline script,
  // which the Content-Security-Policy (scripts from this origin only) blocks.
  const { prelude } = await prerender(node, { progressiveChunkSize: Infinity });
  return new Response(prelude).text();
}
export { PUBLIC_SCREENS } from './public-screens';
// The signed-in app's antd style sheet is rendered by the same build-time bundle.
export { renderAntdStyleSheet } from '../first-paint/antd-style-sheet';
