import { useSession } from '@atelier/common';
import { lazy, Suspense, useEffect } from 'react';
import { preloadRoleRemote } from '../federation/remotes';
import { useSignInAgainWhenEnded } from '../routes/sign-in-again';
import { AccountControls } from './AccountControls';
import { BottomNav } from './BottomNav';
import { PageFrame } from './PageFrame';
import { ScrollOnNavigation } from './ScrollOnNavigation';

// This app's first loads are signed-in pages, which never show the visitors' footer: its code
// comes when a visitor's page first shows it.
const SiteFooter = lazy(() => import('./SiteFooter').then((module) => ({ default: module.SiteFooter })));

/**
 * The shared page frame of spec section 2: header on every page; the footer for visitors;
 * the bottom navigation for signed-in users. Pages render in <main> through the Outlet.
 * A session the api ended sends the user to sign in again, from any page.
 */
export function Frame() {
  const { status, role } = useSession();
  const signedIn = status === 'authenticated';
  useSignInAgainWhenEnded();

  // Warm the signed-in role's remote, so its screens open without a wait.
  useEffect(() => {
    preloadRoleRemote(role);
  }, [role]);

  return (
    <>
      <PageFrame
        account={<AccountControls />}
        signedIn={signedIn}
        footer={
          <>
            {status === 'anonymous' && (
              <Suspense fallback={null}>
                <SiteFooter />
              </Suspense>
            )}
            {signedIn && <BottomNav />}
          </>
        }
      />
      <ScrollOnNavigation />
    </>
  );
}
