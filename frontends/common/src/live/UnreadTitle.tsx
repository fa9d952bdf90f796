import { useEffect } from 'react';
import { useUnreadMessageCount } from './use-notification-feed';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * Puts the unread message total before whatever title the screen set ("(3) Atelier"),
 * and keeps it there when a screen changes the title.
 */
export function UnreadTitle() {
  const unread = useUnreadMessageCount();
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(COUNT_PREFIX, '');
      const next = unread > 0 ? `(${unread}) ${base}` : base;
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = new MutationObserver(apply);
    if (title) observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(COUNT_PREFIX, '');
    };
  }, [unread]);
  return null;
}
