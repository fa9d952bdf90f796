import type { ModalFuncProps, NotificationArgsProps } from 'antd';
import { type ComponentProps, type ComponentType, type ReactNode, useMemo, useState } from 'react';
import { usePreloadOnFirstIntent } from '../components/lazy-dialog';
import { lazyPanel } from '../components/lazy-panel';
import type { Notifier } from '../toast/notifier';
import { NotifierContext } from '../toast/notifier';
import { useToastPositionStyles } from '../toast/toast-position';
import type { FeedbackHolders } from './FeedbackHolders';
import { ConfirmContext, type FeedbackApi } from './feedback-api';
import { FeedbackQueue } from './feedback-queue';

type Holders = ComponentType<ComponentProps<typeof FeedbackHolders>>;

/** The holders' code with antd's notification and Modal ("antd-feedback"): its own chunk. */
const holders = lazyPanel<ComponentProps<typeof FeedbackHolders>>(() =>
  import('./FeedbackHolders').then((module) => module.FeedbackHolders),
);
const PRELOADED_ON_FIRST_INTENT = [holders];

/**
 * Toasts (NotifierContext) and confirmations (ConfirmContext) for the page under it, without
 * their code on the page's first load: it is fetched at the first pointer or key on the page, or
 * by the first toast or confirmation, and the calls made until it has arrived run then, in order.
 * A failed fetch is tried again by the next call.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  useToastPositionStyles();
  usePreloadOnFirstIntent(PRELOADED_ON_FIRST_INTENT);
  const [Loaded, setLoaded] = useState<Holders | null>(null);
  const [queue] = useState(() => new FeedbackQueue());

  const value = useMemo(() => {
    const call = (use: (api: FeedbackApi) => void) => {
      holders.preload().then(
        (component) => setLoaded(() => component),
        () => {},
      );
      queue.whenReady(use);
    };
    const show = (kind: 'open' | 'success' | 'error') => (args: NotificationArgsProps) =>
      call((api) => api.notifier[kind](args));
    const notifier: Notifier = {
      open: show('open'),
      success: show('success'),
      error: show('error'),
      // No toast is open before the holders exist: nothing to fetch for closing one.
      destroy: () => queue.whenReady((api) => api.notifier.destroy()),
    };
    const confirm = (config: ModalFuncProps) => call((api) => api.confirm(config));
    return { notifier, confirm };
  }, [queue]);

  return (
    <NotifierContext.Provider value={value.notifier}>
      <ConfirmContext.Provider value={value.confirm}>
        {children}
        {Loaded && <Loaded onReady={queue.ready} />}
      </ConfirmContext.Provider>
    </NotifierContext.Provider>
  );
}
