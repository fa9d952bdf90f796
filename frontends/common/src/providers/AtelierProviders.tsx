import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { LiveUpdatesProvider } from '../live/LiveUpdatesProvider';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { themeFor } from '../theme/palettes';
import { AppNotifier } from '../toast/AppNotifier';

/** antd's ConfigProvider + App, themed by the signed-in profile's palette (live). */
function ThemedApp({ children }: { children: ReactNode }) {
  const { me } = useSession();
  return (
    <ConfigProvider theme={themeFor(me?.profile.colorPalette)}>
      <AntApp notification={{ maxCount: 1 }} style={{ minHeight: '100vh' }}>
        <AppNotifier>{children}</AppNotifier>
      </AntApp>
    </ConfigProvider>
  );
}

/**
 * Everything an Atelier page runs inside: the QueryClient, the session, live updates and the
 * single antd ConfigProvider + App. Mounted once by the shell's bootstrap (and by a remote's standalone
 * development bootstrap); never by a remote's route elements.
 */
export function AtelierProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <LiveUpdatesProvider>
          <ThemedApp>{children}</ThemedApp>
        </LiveUpdatesProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
