import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Modal } from 'antd';
import { FeedbackProvider } from '../feedback/FeedbackProvider';
import { type ToastOptions, useToast } from './useToast';

// These tests read the style rules the toasts register, which other screen tests go without.
jest.unmock('@ant-design/cssinjs');

let show: (options: ToastOptions) => void;
function Probe() {
  show = useToast().toast;
  return null;
}

it('shows one toast at a time, with the title and description', async () => {
  render(
    <FeedbackProvider>
      <Probe />
    </FeedbackProvider>,
  );
  act(() => show({ title: 'Task created' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  act(() => show({ title: 'Error', description: 'Failed to create task.', variant: 'destructive' }));
  expect(await screen.findByText('Failed to create task.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Task created')).not.toBeInTheDocument());
  expect(screen.getByRole('alert')).toHaveTextContent('Error');
});

describe('where toasts go (clear of the header, the bottom navigation and dialog buttons)', () => {
  function renderWithDialog(dialogOpen: boolean) {
    render(
      <FeedbackProvider>
        <Probe />
        <Modal open={dialogOpen} title="Photos of Silk Scarf" footer={<button type="button">Done</button>} />
      </FeedbackProvider>,
    );
  }
  const holderOf = (text: string) => screen.getByText(text).closest('.ant-notification');

  it('opens at the top on a phone, bottom-right on a wide screen, and top-right over an open dialog', async () => {
    const wide = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: false })) as typeof window.matchMedia;
    try {
      renderWithDialog(false);
      act(() => show({ title: 'Saved on a phone' }));
      await waitFor(() => expect(holderOf('Saved on a phone')).toHaveClass('ant-notification-top'));
    } finally {
      window.matchMedia = wide;
    }

    cleanup();
    renderWithDialog(false);
    act(() => show({ title: 'Saved' }));
    await waitFor(() => expect(holderOf('Saved')).toHaveClass('ant-notification-bottomRight'));

    cleanup();
    renderWithDialog(true);
    act(() => show({ title: 'Images added' }));
    await waitFor(() => expect(holderOf('Images added')).toHaveClass('ant-notification-topRight'));
  });

  it('moves antd’s toasts under the header and above the navigation, and over the mask of an open dialog', () => {
    renderWithDialog(false);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(':root{--notification-top:72px;--notification-bottom:24px;}');
    expect(css).toContain(
      ':root:has(nav[aria-label="Main"]){--notification-bottom:calc(72px + env(safe-area-inset-bottom, 0px));}',
    );
    expect(css).toContain(':root:has(.ant-modal-wrap:not([style*="display: none"])){--notification-top:8px;}');
  });
});
