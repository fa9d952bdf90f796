import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { DeferredTooltip } from './DeferredTooltip';
import { loadOverlayCode } from './overlay-code';

function Action({ onClick }: { onClick?: () => void }) {
  return (
    <DeferredTooltip title="Edit this item">
      <Button aria-label="Edit" onClick={onClick} />
    </DeferredTooltip>
  );
}

// Runs first: the overlays' code is fetched once per page, so later tests find it loaded.
it('does not swap the element while it is pressed, and wraps it at the click', async () => {
  const onClick = jest.fn();
  render(<Action onClick={onClick} />);
  const pressed = screen.getByRole('button', { name: 'Edit' });
  fireEvent.pointerEnter(pressed, { pointerType: 'mouse' });
  fireEvent.pointerDown(pressed, { pointerType: 'mouse' });
  await act(() => loadOverlayCode());
  // Past the tooltip's delay, the mouse still pressing.
  await act(() => new Promise((resolve) => setTimeout(resolve, 800)));

  expect(screen.getByRole('button', { name: 'Edit' })).toBe(pressed);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  fireEvent.click(pressed, { detail: 1 });
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit this item');
});

it('keeps the element a click passes over, so the click reaches it', async () => {
  const onClick = jest.fn();
  render(<Action onClick={onClick} />);
  const button = screen.getByRole('button', { name: 'Edit' });
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  await userEvent.unhover(screen.getByRole('button', { name: 'Edit' }));
});

it('shows antd’s tooltip when a mouse rests on the element, and hides it when the mouse leaves', async () => {
  render(<Action />);
  await userEvent.hover(screen.getByRole('button', { name: 'Edit' }));
  expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Edit this item');

  await userEvent.unhover(screen.getByRole('button', { name: 'Edit' }));
  await waitFor(() => expect(document.querySelector('.ant-tooltip')).toHaveClass('ant-tooltip-hidden'));
});

it('keeps the focus on the element a key pressed, without opening a tooltip no pointer would close', async () => {
  const onClick = jest.fn();
  render(<Action onClick={onClick} />);
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');

  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(2);
});
