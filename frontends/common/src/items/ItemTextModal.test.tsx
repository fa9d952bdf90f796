import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeItem } from '../task-workspace/task-detail.fixture';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { ItemTextModal } from './ItemTextModal';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const NOTE = 'Take an M.';
const ITEM = fakeItem({ id: 'i1', taskId: 't1', shopperNote: NOTE });

let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderModal() {
  const onClose = jest.fn();
  renderScreen(<ItemTextModal taskId="t1" item={ITEM} field="shopperNote" open onClose={onClose} />, {
    me: fakeAccount('SHOPPER', 'Avery Stylist'),
  });
  return onClose;
}

const noteDialog = () => screen.findByRole('dialog', { name: 'Edit your note' });
const discardQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

it('closes on Esc at once when nothing was typed', async () => {
  mockFetch({});
  const onClose = renderModal();
  await noteDialog();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
});

it('asks on Esc after typing, keeps the text on Keep Editing, and closes on Discard', async () => {
  mockFetch({});
  const onClose = renderModal();
  const note = within(await noteDialog()).getByLabelText('Note for your client');
  await user.type(note, ' And a belt.');

  await user.keyboard('{Escape}');
  await user.click(within(await discardQuestion()).getByRole('button', { name: 'Keep Editing' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument());
  expect(onClose).not.toHaveBeenCalled();
  expect(note).toHaveValue(`${NOTE} And a belt.`);

  await user.keyboard('{Escape}');
  await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});

it('asks on the close button too', async () => {
  mockFetch({});
  const onClose = renderModal();
  const dialog = await noteDialog();
  await user.type(within(dialog).getByLabelText('Note for your client'), ' And a belt.');

  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
});

it('closes without asking after a successful save', async () => {
  mockFetch({ 'PUT /api/items/i1/notes': { body: { ...ITEM, shopperNote: `${NOTE} And a belt.` } } });
  const onClose = renderModal();
  const dialog = await noteDialog();
  await user.type(within(dialog).getByLabelText('Note for your client'), ' And a belt.');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
});
