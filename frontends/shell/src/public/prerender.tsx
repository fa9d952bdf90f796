import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { DocumentTitleSink, documentTitle, type Notifier } from '@atelier/common';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { FirstPaint } from '../first-paint/FirstPaint';
import { FIRST_PAINTS, firstPaintTemplateId } from '../early/first-paint';
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
 * Each first paint (src/first-paint/FirstPaint.tsx) as a <template> for dist/index.html. Its
 * styles are those of the first-paint style sheet index.html links.
 */
export async function renderFirstPaints(): Promise<string> {
  const templates = await Promise.all(
    FIRST_PAINTS.map(
      async (page) =>
        `<template id="${firstPaintTemplateId(page.routeKey, page.role)}">${await renderToMarkup(<FirstPaint {...page} />)}</template>`,
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
