import { AppText, getStoredToken, type Notifier, NotifierContext, SessionContext, themeFor } from '@atelier/common';
import { ConfigProvider } from 'antd';
import { lazy, type ReactNode } from 'react';
import { PageFrame } from '../frame/PageFrame';
import { SignInButton } from '../frame/SignInButton';
import { SiteFooter } from '../frame/SiteFooter';
import { HandOver } from './HandOver';
import { LightRouter, type Place } from './light-router';
import { PUBLIC_SCREENS } from './public-screens';
import { visitorSession } from './visitor-session';

const SCREENS = new Map(Object.entries(PUBLIC_SCREENS).map(([path, { load }]) => [path, lazy(load)]));

/**
 * A public screen for a visitor. Any other path, or a stored token (the visitor just signed in
 * or registered), is the full app's business.
 */
function screenOf({ pathname }: Place): ReactNode {
  const Screen = SCREENS.get(pathname);
  return Screen && getStoredToken() === null ? <Screen /> : <HandOver />;
}

/**
 * The public screens as a visitor sees them, with only what they need: the default theme, a
 * visitor's session, lazily loaded toasts, a light router, the frame with Sign In and the footer. Rendered
 * at build time for `at` (prerender.tsx) and hydrated in the browser (hydrate.tsx).
 */
export function PublicApp({ notifier, at }: { notifier: Notifier; at?: Place }) {
  return (
    <ConfigProvider theme={themeFor(undefined)}>
      <AppText>
        <SessionContext.Provider value={visitorSession}>
          <NotifierContext.Provider value={notifier}>
            <LightRouter at={at} screenOf={screenOf}>
              <PageFrame account={<SignInButton />} footer={<SiteFooter />} signedIn={false} />
            </LightRouter>
          </NotifierContext.Provider>
        </SessionContext.Provider>
      </AppText>
    </ConfigProvider>
  );
}
