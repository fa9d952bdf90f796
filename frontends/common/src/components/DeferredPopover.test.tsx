import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { createRef, type Ref, useState } from 'react';
import { DeferredPopover } from './DeferredPopover';

function Menu({ onTriggerClick, triggerRef }: { onTriggerClick?: () => void; triggerRef?: Ref<HTMLButtonElement> }) {
  const [open, setOpen] = useState(false);
  return (
    <DeferredPopover open={open} onOpenChange={setOpen} content={<p>Menu content</p>}>
      <Button ref={triggerRef} onClick={onTriggerClick} aria-expanded={open}>
        Account
      </Button>
    </DeferredPopover>
  );
}

it('opens at the first press of its trigger from the keyboard, and the focus stays on the trigger', async () => {
  render(<Menu />);
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');

  expect(await screen.findByText('Menu content')).toBeInTheDocument();
  const trigger = screen.getByRole('button', { name: 'Account' });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(trigger).toHaveFocus();
});

it("keeps the trigger's own click handler and ref, before and after antd's Popover wraps it", async () => {
  const onTriggerClick = jest.fn();
  const triggerRef = createRef<HTMLButtonElement>();
  render(<Menu onTriggerClick={onTriggerClick} triggerRef={triggerRef} />);
  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  expect(await screen.findByText('Menu content')).toBeInTheDocument();
  expect(onTriggerClick).toHaveBeenCalledTimes(1);
  expect(triggerRef.current).toBe(screen.getByRole('button', { name: 'Account' }));

  await userEvent.click(screen.getByRole('button', { name: 'Account' }));
  expect(onTriggerClick).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-expanded', 'false');
});
