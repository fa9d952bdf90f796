/**
 * The few pieces of react-router the public screens and the frame use (Link, Navigate, Outlet,
 * useNavigate, useSearchParams, useLocation), over the History API, for the light public
 * entry: the light build points `react-router` here (build/public-pages.js), saving its
 * router core on the first load. The full app keeps react-router itself.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/** Where the page is: a path and its query string (`?a=b` or ''). */
export interface Place {
  pathname: string;
  search: string;
}

interface NavigateOptions {
  replace?: boolean;
}

interface Router {
  place: Place;
  navigate(to: string, options?: NavigateOptions): void;
  /** What the frame's Outlet shows: the screen of `place`. */
  screen: ReactNode;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('The public screens render inside <LightRouter>.');
  return router;
}

const browserPlace = (): Place => ({ pathname: window.location.pathname, search: window.location.search });

/**
 * Holds the current place (the browser's, or `at` when rendering at build time) and shows
 * `screenOf(place)` in the Outlet. Navigation pushes or replaces a history entry; back and
 * forward follow popstate.
 */
export function LightRouter({
  at,
  screenOf,
  children,
}: {
  at?: Place;
  screenOf: (place: Place) => ReactNode;
  children: ReactNode;
}) {
  const [place, setPlace] = useState<Place>(() => at ?? browserPlace());
  useEffect(() => {
    const follow = () => setPlace(browserPlace());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const navigate = useCallback((to: string, { replace = false }: NavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (replace) window.history.replaceState(null, '', url);
    else {
      window.history.pushState(null, '', url);
      window.scrollTo(0, 0);
    }
    setPlace({ pathname: url.pathname, search: url.search });
  }, []);
  const router = useMemo(() => ({ place, navigate, screen: screenOf(place) }), [place, navigate, screenOf]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export function Outlet() {
  return useRouter().screen;
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate;
}

export function useLocation(): Place {
  return useRouter().place;
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: NavigateOptions) => void] {
  const { place, navigate } = useRouter();
  const params = useMemo(() => new URLSearchParams(place.search), [place.search]);
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      const query = next.toString();
      navigate(query ? `${place.pathname}?${query}` : place.pathname, options);
    },
    [navigate, place.pathname],
  );
  return [params, setParams];
}

export function Navigate({ to, replace }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

/** The URL of a link to `to`: the light pages link by absolute paths. */
export function useHref(to: string): string {
  return to;
}

/** A link's click: navigates in the page on a plain click (a modified click opens as usual). */
export function useLinkClickHandler<E extends Element>(to: string, { target }: { target?: string } = {}) {
  const navigate = useNavigate();
  return (event: MouseEvent<E>) => {
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || target) return;
    event.preventDefault();
    navigate(to);
  };
}

/** An anchor that navigates in the page on a plain click. */
export function Link({ to, onClick, ...props }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { target: props.target });
  return (
    <a
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(event);
      }}
      {...props}
    />
  );
}
