import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { AppNotifier } from './AppNotifier';
import { type ToastOptions, useToast } from './useToast';

let show: (options: ToastOptions) => void;
function Probe() {
  show = useToast().toast;
  return null;
}

it('shows one toast at a time, with the title and description', async () => {
  render(
    <App>
      <AppNotifier>
        <Probe />
      </AppNotifier>
    </App>,
  );
  act(() => show({ title: 'Task created' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  act(() => show({ title: 'Error', description: 'Failed to create task.', variant: 'destructive' }));
  expect(await screen.findByText('Failed to create task.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Task created')).not.toBeInTheDocument());
  expect(screen.getByRole('alert')).toHaveTextContent('Error');
});
