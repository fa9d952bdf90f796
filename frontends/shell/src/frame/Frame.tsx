import { useSession } from '@atelier/common';
import { lazy, Suspense, useEffect } from 'react';
import { preloadRoleRemote } from '../federation/remotes';
import { useSignInAgainWhenEnded } from '../routes/sign-in-again';
import { AccountControls } from './AccountControls';
import { MainNav } from './MainNav';
import { PageFrame } from './PageFrame';
import { ScrollOnNavigation } from './ScrollOnNavigation';

// This app's first loads are signed-in pages, which never show the visitors' footer: its code
// comes when a visitor's page first shows it.
const SiteFooter = lazy(() => import('./SiteFooter').then((module) => ({ default: module.SiteFooter })));

/**
 * The shared page frame (docs/product-rules.md, "Page frame"): header on every page; the footer for
 * visitors; the main navigation for signed-in users (the bottom navigation on a phone, a side
 * column on the desk). Pages render in <main> through the Outlet.
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
        // A stored session being checked is laid out signed in already, as its first paint was:
        // the navigation's place does not come and go while it loads.
        signedIn={status !== 'anonymous'}
        nav={signedIn && <MainNav />}
        footer={
          status === 'anonymous' && (
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          )
        }
      />
      <ScrollOnNavigation />
    </>
  );
}
