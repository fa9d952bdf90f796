import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * An antd Button that is a link to an app route: it renders an <a href> (so it can be opened
 * in a new tab and reads as a link), and a plain click navigates inside the app without a
 * page load. For actions that go somewhere (dashboard shortcuts, "View Profile").
 */
export function RouterButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
