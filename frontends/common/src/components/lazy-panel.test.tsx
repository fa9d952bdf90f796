import { render, screen } from '@testing-library/react';
import { lazyPanel } from './lazy-panel';

function Ready({ who }: { who: string }) {
  return <p>Panel for {who}</p>;
}

function harness(load: () => Promise<typeof Ready>) {
  const panel = lazyPanel(load);
  function Popover({ open }: { open: boolean }) {
    const state = panel.useWhenOpen(open);
    if (typeof state === 'object') return <state.ready who="Avery" />;
    return <p>{state}</p>;
  }
  return { panel, Popover };
}

describe('lazyPanel', () => {
  it('fetches nothing until it first opens, then shows the content', async () => {
    const load = jest.fn(async () => Ready);
    const { Popover } = harness(load);
    const { rerender } = render(<Popover open={false} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();
    rerender(<Popover open />);
    expect(await screen.findByText('Panel for Avery')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says a failed fetch failed, and fetches again at the next open', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Ready);
    const { Popover } = harness(load);
    const { rerender } = render(<Popover open />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    rerender(<Popover open={false} />);
    rerender(<Popover open />);
    expect(await screen.findByText('Panel for Avery')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches once for a preload and the open that follows', async () => {
    const load = jest.fn(async () => Ready);
    const { panel, Popover } = harness(load);
    await panel.preload();
    render(<Popover open />);
    expect(await screen.findByText('Panel for Avery')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
