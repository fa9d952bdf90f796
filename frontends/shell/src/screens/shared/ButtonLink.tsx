import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link to an app path drawn as an antd Button ("Request a New Link"): an <a href>, so it
 * reads and opens like a link; a plain click navigates in the page. (common's RouterButton
 * needs react-router's data router, which the light public pages do without.)
 */
export function ButtonLink({ to, ...props }: Omit<ButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={follow} />;
}
