/**
 * The react-router the three apps share at run time (federation/shared.js provides this module
 * under the key "react-router"): the router and hooks the apps use in the browser, so the
 * shared chunk leaves out the rest of the package (the data router with its loaders, forms and
 * fetchers, server rendering, React Server Components), which a shared module could not
 * otherwise shed. The shell routes declaratively (BrowserRouter and useRoutes).
 *
 * "react-router-source" is an alias of the package's own ES build (federation/webpack-app.js;
 * types in react-router-source.d.ts): the federation intercepts only the request
 * "react-router", so this module is not its own fallback.
 * shared-subsets.test.ts keeps this list equal to what the apps import from 'react-router'.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-source';
