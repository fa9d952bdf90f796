import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How far down each visited page was scrolled, by its history entry (location.key). */
const scrolledTo = new Map<string, number>();

/**
 * The scrolling a multi-page site gets from the browser, for the app's client-side
 * navigation: a page opened by a link starts at its top (or at the #anchor the link names),
 * and Back or Forward returns to where that page was left. The position is kept as the user
 * scrolls, since by the time a navigation is seen the next page may already be laid out.
 */
export function ScrollOnNavigation() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const keep = () => scrolledTo.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => {
      window.removeEventListener('scroll', keep);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, navigationType === 'POP' ? (scrolledTo.get(key) ?? 0) : 0);
  }, [key, hash, navigationType]);

  return null;
}
