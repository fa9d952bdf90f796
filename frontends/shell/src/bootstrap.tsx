import { AtelierProviders, createQueryClient, prefetchSession } from '@atelier/common';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './routes/route-table';

const queryClient = createQueryClient();

/**
 * The route table in a declarative router: the app loads no data through the router (screens
 * fetch with TanStack Query), and a data router would add ~18 kB gzip to every first load.
 */
function AppRoutes() {
  return useRoutes(routes);
}

const root = createRoot(document.getElementById('root')!);
// The account first (prefetchSession), then the first render in slices the browser can
// interrupt rather than one blocking task on a slow phone: the page painted before React
// (src/early/first-paint.ts) stays until it commits.
void prefetchSession(queryClient).then(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AtelierProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AtelierProviders>
      </StrictMode>,
    ),
  ),
);
