import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { lazySection } from './lazy-section';

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label="Chat">{children}</section>;
}
const PLACEHOLDER = { Frame, loading: <p>Loading messages</p>, failedTitle: 'Could not load messages' };

function Section({ name }: { name: string }) {
  return <p>Section {name}</p>;
}

it('shows its frame, loading, in its first render, then the section once its code is in', async () => {
  const load = jest.fn(() => Promise.resolve(Section));
  const Lazy = lazySection(load, PLACEHOLDER);
  render(<Lazy name="chat" />);

  expect(screen.getByRole('region', { name: 'Chat' })).toHaveTextContent('Loading messages');
  expect(await screen.findByText('Section chat')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('offers Retry when its code could not be fetched, and fetches it again', async () => {
  const load = jest
    .fn<Promise<typeof Section>, []>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce(Section);
  const Lazy = lazySection(load, PLACEHOLDER);
  render(<Lazy name="chat" />);

  expect(await screen.findByText('Could not load messages')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Section chat')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
