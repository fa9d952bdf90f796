import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToast } from '../toast/useToast';
import { FeedbackProvider } from './FeedbackProvider';
import { useConfirm } from './useConfirm';

// Records when the holders' code (with antd's Modal and notification) is first evaluated.
const mockHoldersFetched = jest.fn();
jest.mock('./FeedbackHolders', () => {
  mockHoldersFetched();
  return jest.requireActual('./FeedbackHolders');
});

let toast: ReturnType<typeof useToast>['toast'];
let dismiss: () => void;
let confirm: ReturnType<typeof useConfirm>;
function Probe() {
  ({ toast, dismiss } = useToast());
  confirm = useConfirm();
  return <p>Dashboard</p>;
}

const renderProvider = () =>
  render(
    <FeedbackProvider>
      <Probe />
    </FeedbackProvider>,
  );

it('renders the page without fetching the toast and dialog code until the first toast, then shows it', async () => {
  renderProvider();
  expect(screen.getByText('Dashboard')).toBeInTheDocument();
  // Closing a toast before any was shown fetches nothing.
  act(() => dismiss());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(mockHoldersFetched).not.toHaveBeenCalled();
  expect(document.querySelector('.ant-notification')).toBeNull();

  act(() => toast({ title: 'Invoice finalized', variant: 'success' }));
  expect(await screen.findByText('Invoice finalized')).toBeInTheDocument();
  expect(mockHoldersFetched).toHaveBeenCalledTimes(1);
});

it('runs the calls made before the holders arrived in order: the last toast is the one left', async () => {
  renderProvider();
  act(() => {
    toast({ title: 'Saving…' });
    dismiss();
    toast({ title: 'Saved', variant: 'success' });
  });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Saving…')).not.toBeInTheDocument());
});

it('asks a confirmation, themed like the page, and runs the step on OK', async () => {
  renderProvider();
  const onOk = jest.fn();
  act(() => confirm({ title: 'Are you sure you want to delete this item?', okText: 'Delete', onOk }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this item?');
  fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
});
