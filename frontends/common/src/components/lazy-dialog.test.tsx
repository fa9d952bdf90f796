import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyDialog, usePreloadOnFirstIntent } from './lazy-dialog';

interface DialogProps {
  open: boolean;
  title: string;
}

function FakeDialog({ open, title }: DialogProps) {
  return open ? <div role="dialog" aria-label={title} /> : <p>closed {title}</p>;
}

/** A dialog whose code arrives when the test says so. */
function deferredDialog() {
  const arrivals: Array<(component: typeof FakeDialog) => void> = [];
  const load = jest.fn(() => new Promise<typeof FakeDialog>((resolve) => arrivals.push(resolve)));
  return { Dialog: lazyDialog(load), load, arrive: () => act(async () => arrivals.shift()!(FakeDialog)) };
}

describe('a lazy dialog', () => {
  it('fetches nothing and renders nothing until it first opens', () => {
    const { Dialog, load } = deferredDialog();
    const { container } = render(<Dialog open={false} title="Edit" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
  });

  it('says it is opening while its code arrives, then shows the dialog, and stays mounted once closed', async () => {
    const { Dialog, load, arrive } = deferredDialog();
    const { rerender } = render(<Dialog open={false} title="Edit" />);
    rerender(<Dialog open title="Edit" />);
    expect(screen.getByRole('status')).toHaveTextContent('Opening…');
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(<Dialog open={false} title="Edit" />);
    expect(screen.getByText('closed Edit')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on the next open when the first fetch failed', async () => {
    const load = jest
      .fn<Promise<typeof FakeDialog>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FakeDialog);
    const Dialog = lazyDialog(load);
    await expect(Dialog.preload()).rejects.toThrow('offline');

    render(<Dialog open title="Receipt" />);
    expect(await screen.findByRole('dialog', { name: 'Receipt' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloading on the first sign of use', () => {
  function Page({ dialogs }: { dialogs: ReadonlyArray<{ preload: () => Promise<unknown> }> }) {
    usePreloadOnFirstIntent(dialogs);
    return <button type="button">Add item</button>;
  }

  it.each([
    ['a pointer over the page', () => fireEvent.pointerOver(screen.getByRole('button'))],
    ['a touch', () => fireEvent.touchStart(screen.getByRole('button'))],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
  ])('fetches every dialog once, at %s', (_, intent) => {
    const first = deferredDialog();
    const second = deferredDialog();
    const dialogs = [first.Dialog, second.Dialog];
    render(<Page dialogs={dialogs} />);
    expect(first.load).not.toHaveBeenCalled();

    intent();
    intent();
    expect(first.load).toHaveBeenCalledTimes(1);
    expect(second.load).toHaveBeenCalledTimes(1);
  });
});
