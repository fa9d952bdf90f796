import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { useHoldLiveStart } from '../live/live-start';
import { deferredCode } from './deferred-code';
import { LoadFailed } from './LoadFailed';

/** What stands in for a section while its code arrives. */
export interface SectionPlaceholder {
  /** The section's own frame (its card, with its title). */
  Frame: ComponentType<{ children: ReactNode }>;
  /** What the section shows inside it while its data arrives. */
  loading: ReactNode;
  /** Said, with Retry, when the code could not be fetched. */
  failedTitle: string;
}

/** While a section's code arrives, the live socket waits, as it does for a screen's. */
function Arriving({ children }: { children: ReactNode }) {
  useHoldLiveStart();
  return children;
}

/**
 * A section below a page's fold whose code (and the antd it brings) is fetched once the page
 * has shown, after its first commit, rather than before it: the page's first screenful does not
 * wait for it. Its frame, in the loading state the section shows while its data arrives, stands
 * in meanwhile, so nothing moves when the code comes; if the fetch fails it offers Retry. The
 * data it reads is not delayed: the page's first reads start with the page.
 */
export function lazySection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { Frame, loading, failedTitle }: SectionPlaceholder,
): ComponentType<P> {
  const code = deferredCode(() => load().then((Section) => ({ Section })));
  function LazySection(props: P) {
    const loaded = code.useLoaded();
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (!failed) code.load().catch(() => setFailed(true));
    }, [failed]);
    if (loaded) return <loaded.Section {...props} />;
    if (failed) {
      return (
        <Frame>
          <LoadFailed title={failedTitle} description="Please try again." retry={() => setFailed(false)} />
        </Frame>
      );
    }
    return (
      <Arriving>
        <Frame>{loading}</Frame>
      </Arriving>
    );
  }
  return LazySection;
}
