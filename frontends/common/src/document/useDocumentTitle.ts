import { useEffect } from 'react';

/** "Title · Atelier" in the browser tab while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Atelier`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
