import { createContext, useContext, useEffect } from 'react';

/** "Title · Atelier", the browser tab's text. */
export const documentTitle = (title: string) => `${title} · Atelier`;

/**
 * Where a build-time prerender collects the page's title: effects do not run there, so the
 * screen's title is handed to the sink while it renders.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** The screen's title in the browser tab while the screen is shown. */
export function useDocumentTitle(title: string): void {
  const sink = useContext(DocumentTitleSink);
  sink?.(documentTitle(title));
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
