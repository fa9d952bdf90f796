import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { EditTaskModal } from './EditTaskModal';
import { fakeTaskDetail, TASK_ID } from './task-detail.fixture';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const shopper = fakeAccount('SHOPPER', 'Avery Stylist');

function renderModal() {
  mockFetch({});
  const onClose = jest.fn();
  renderScreen(<EditTaskModal detail={fakeTaskDetail()} open onClose={onClose} />, {
    me: shopper,
    path: `/tasks/${TASK_ID}`,
  });
  return onClose;
}

it('closes on Esc at once when nothing was changed', async () => {
  const onClose = renderModal();
  await screen.findByRole('dialog', { name: 'Edit Task' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
});

it('asks before Esc discards a change, and keeps what was typed when the user keeps editing', async () => {
  const onClose = renderModal();
  const dialog = await screen.findByRole('dialog', { name: 'Edit Task' });
  const title = within(dialog).getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.type(title, 'Autumn coats');

  await userEvent.keyboard('{Escape}');
  const ask = await screen.findByRole('dialog', { name: 'Discard your changes?' });
  await userEvent.click(within(ask).getByRole('button', { name: 'Keep Editing' }));
  expect(onClose).not.toHaveBeenCalled();
  expect(title).toHaveValue('Autumn coats');

  await userEvent.click(within(dialog).getByRole('button', { name: /Cancel/ }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Discard your changes?' })).getByRole('button', {
      name: 'Discard',
    }),
  );
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});
