import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { LiveUpdatesProvider } from '../live/LiveUpdatesProvider';
import { SessionProvider, useSession } from '../session/SessionProvider';
import { themeFor } from '../theme/palettes';
import { AppText } from './AppText';
import { FeedbackProvider } from '../feedback/FeedbackProvider';

/** antd's ConfigProvider, themed by the signed-in profile's palette (live), with the page's text styles, toasts and confirmations. */
function ThemedApp({ children }: { children: ReactNode }) {
  const { me } = useSession();
  return (
    <ConfigProvider theme={themeFor(me?.profile.colorPalette)}>
      <AppText>
        <FeedbackProvider>{children}</FeedbackProvider>
      </AppText>
    </ConfigProvider>
  );
}

/**
 * Everything an Atelier page runs inside: the QueryClient, the session, live updates and the
 * single antd ConfigProvider. Mounted once by the shell's bootstrap (and by a remote's standalone
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
