import { AtelierProviders, createQueryClient } from '@atelier/common';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes/route-table';

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AtelierProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AtelierProviders>
  </StrictMode>,
);
