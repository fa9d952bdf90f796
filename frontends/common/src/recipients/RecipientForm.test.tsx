import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { fakeRecipient } from './recipient.fixture';
import { RecipientFormModal } from './RecipientFormModal';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

/** The JSON bodies sent with this method. */
function sent(fetch: jest.Mock, method: string): unknown[] {
  return fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init.body)));
}

/** A field by its label's start (optional fields' labels end in "(optional)"). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

async function type(label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Opens the select, narrows a long (virtual) list by typing when asked, and clicks the option. */
async function choose(label: string, option: string, search?: string) {
  await user.click(field(label));
  if (search) await user.paste(search);
  await user.click((await screen.findAllByText(option, { selector: '.ant-select-item-option-content' })).at(-1)!);
}

function renderModal(props: Partial<Parameters<typeof RecipientFormModal>[0]> = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  renderScreen(<RecipientFormModal open onClose={onClose} onSaved={onSaved} {...props} />, { me, path: '/recipients' });
  return { onSaved, onClose };
}

it('asks for the display name and relationship before sending anything', async () => {
  const fetch = mockFetch({});
  const { onSaved } = renderModal();
  await user.click(await screen.findByRole('button', { name: 'Add Recipient' }));
  expect(await screen.findByText('Missing fields')).toBeInTheDocument();
  expect(screen.getByText('Please fill in the display name and relationship.')).toBeInTheDocument();
  expect(screen.getByText('Display name is required')).toBeInTheDocument();
  expect(screen.getByText('Relationship is required')).toBeInTheDocument();
  expect(sent(fetch, 'POST')).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
});

it('adds a recipient with a YYYY-MM-DD birthdate, preset and custom sizes in profile.sizing', async () => {
  const created = fakeRecipient({ displayName: 'Jordan' });
  const fetch = mockFetch({
    'POST /api/recipients': { status: 201, body: created },
    'GET /api/recipients': { body: [] },
  });
  const { onSaved } = renderModal();
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Add Recipient', { selector: '.ant-modal-title' })).toBeInTheDocument();

  await type('Display name', 'Jordan');
  await choose('Relationship', 'Spouse');
  fireEvent.change(field('Birthdate'), { target: { value: '1990-05-14' } });
  await choose('Gender', 'Male');
  await type('Top size', 'M');
  await type('Shoe size', '10.5 wide');
  await choose('Preferred colors', 'Earth Tones', 'earth');
  await user.type(field('Preferred colors'), 'Teal{Enter}');
  await type('Brands', 'My local tailor');
  await user.click(within(dialog).getByRole('button', { name: 'Add Recipient' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
  expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  expect(sent(fetch, 'POST')).toEqual([
    {
      displayName: 'Jordan',
      relationship: 'spouse',
      birthdate: '1990-05-14',
      gender: 'male',
      profile: {
        sizing: {
          topSize: 'M',
          shoeSize: '10.5 wide',
          preferredColors: 'earth-tones, Teal',
          brands: 'My local tailor',
        },
      },
    },
  ]);
});

it('edits a recipient with PUT, keeping the profile answers it does not show', async () => {
  const recipient = fakeRecipient();
  const fetch = mockFetch({
    [`PUT /api/recipients/${recipient.id}`]: { body: recipient },
    'GET /api/recipients': { body: [recipient] },
  });
  const { onSaved } = renderModal({ recipient });
  expect(await screen.findByLabelText(/^Display name/)).toHaveValue('Jordan');
  expect(field('Birthdate')).toHaveValue('1990-05-14');
  await type('Bottom size', '32/34');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(await screen.findByText('Recipient updated')).toBeInTheDocument();
  expect(sent(fetch, 'PUT')).toEqual([
    {
      displayName: 'Jordan',
      relationship: 'spouse',
      birthdate: '1990-05-14',
      gender: 'male',
      notes: 'Prefers natural fabrics.',
      profile: {
        topsSize: 'L',
        sizing: { topSize: 'M', bottomSize: '32/34', preferredColors: 'navy, earth-tones', brands: 'uniqlo' },
      },
    },
  ]);
});

it('shows the server message when the save fails and keeps what was typed', async () => {
  mockFetch({
    'POST /api/recipients': { status: 400, body: { statusCode: 400, message: 'Birthdate cannot be in the future' } },
  });
  const { onSaved } = renderModal();
  await type('Display name', 'Sam');
  await choose('Relationship', 'Friend');
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add Recipient' }));

  expect(await screen.findByText('Failed to add recipient.')).toBeInTheDocument();
  expect(screen.getByText('Birthdate cannot be in the future')).toBeInTheDocument();
  expect(screen.getByLabelText('Display name')).toHaveValue('Sam');
  expect(onSaved).not.toHaveBeenCalled();
});

it('takes Enter in a size, tags or select field as a choice, not as Add Recipient', async () => {
  const fetch = mockFetch({ 'POST /api/recipients': { status: 201, body: fakeRecipient() } });
  const { onSaved, onClose } = renderModal();
  await type('Display name', 'Jordan');
  await choose('Relationship', 'Spouse');
  for (const [label, text] of [
    ['Top size', 'M'],
    ['Shoe size', '10.5 wide'],
    ['Style preference', 'quiet luxury'],
    ['Preferred colors', 'Teal'],
  ]) {
    await type(label!, text!);
    await user.keyboard('{Enter}');
  }
  await user.click(field('Relationship'));
  await user.keyboard('{Enter}');

  expect(field('Top size')).toHaveValue('M');
  expect(field('Style preference')).toHaveValue('quiet luxury');
  expect(screen.getAllByText('Teal', { selector: '.ant-select-selection-item-content' }).length).toBeGreaterThan(0);
  expect(sent(fetch, 'POST')).toEqual([]);
  expect(onSaved).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  // The button still saves.
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Recipient' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent(fetch, 'POST')).toEqual([
    expect.objectContaining({
      profile: {
        sizing: { topSize: 'M', shoeSize: '10.5 wide', stylePreference: 'quiet luxury', preferredColors: 'Teal' },
      },
    }),
  ]);
});

it('shows preset styles, colors and brands by their labels, and stores their codes', async () => {
  const recipient = fakeRecipient();
  const fetch = mockFetch({ [`PUT /api/recipients/${recipient.id}`]: { body: recipient } });
  const { onSaved } = renderModal({ recipient });
  // Stored as codes ("navy, earth-tones", "uniqlo"), read as labels.
  const tags = async (text: string) => screen.findAllByText(text, { selector: '.ant-select-selection-item-content' });
  expect(await tags('Earth Tones')).not.toHaveLength(0);
  expect(await tags('Uniqlo')).not.toHaveLength(0);
  expect(screen.queryByText('earth-tones')).not.toBeInTheDocument();
  await user.click(field('Style preference'));
  await user.paste('smart');
  await user.click(await screen.findByText('Smart Casual', { selector: '.ant-select-item-option-content' }));
  expect(field('Style preference')).toHaveValue('Smart Casual');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent(fetch, 'PUT')).toEqual([
    expect.objectContaining({
      profile: expect.objectContaining({
        sizing: expect.objectContaining({ stylePreference: 'smart-casual', preferredColors: 'navy, earth-tones' }),
      }),
    }),
  ]);
});

it("asks a property for none of a person's facts, and clears any it had", async () => {
  const house = fakeRecipient({
    displayName: 'Beach House',
    relationship: 'friend',
    profile: { sizing: { topSize: 'M', shoeSize: '9', preferredColors: 'navy', stylePreference: 'coastal' } },
  });
  const fetch = mockFetch({ [`PUT /api/recipients/${house.id}`]: { body: house } });
  const { onSaved } = renderModal({ recipient: house });
  expect(await screen.findByLabelText(/^Birthdate/)).toBeInTheDocument();
  expect(field('Shoe size')).toBeInTheDocument();

  await choose('Relationship', 'Property');
  await waitFor(() => expect(screen.queryByLabelText(/^Birthdate/)).not.toBeInTheDocument());
  for (const label of ['Gender', 'Top size', 'Bottom size', 'Shoe size']) {
    expect(screen.queryByLabelText(new RegExp(`^${label}`))).not.toBeInTheDocument();
  }
  // What suits a place stays.
  expect(field('Preferred colors')).toBeInTheDocument();
  expect(field('Style preference')).toHaveValue('coastal');
  expect(field('Brands')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent(fetch, 'PUT')).toEqual([
    {
      displayName: 'Beach House',
      relationship: 'property',
      birthdate: null,
      gender: null,
      notes: 'Prefers natural fabrics.',
      profile: { sizing: { preferredColors: 'navy', stylePreference: 'coastal' } },
    },
  ]);
});

it('offers Myself among the relationships', async () => {
  mockFetch({});
  renderModal();
  await user.click(await screen.findByLabelText(/^Relationship/));
  expect(await screen.findByText('Myself', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
});

describe('closing with changes', () => {
  const discardQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

  it('closes on Esc at once when nothing was typed', async () => {
    mockFetch({});
    const { onClose } = renderModal({ recipient: fakeRecipient() });
    await screen.findByLabelText(/^Display name/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  it('asks on Esc after typing, keeps the text on Keep Editing, and closes on Discard', async () => {
    mockFetch({});
    const { onClose } = renderModal();
    await user.type(await screen.findByLabelText(/^Display name/), 'Jordan');

    await user.keyboard('{Escape}');
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument(),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Display name')).toHaveValue('Jordan');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes without asking once the changes are saved', async () => {
    const recipient = fakeRecipient();
    mockFetch({ [`PUT /api/recipients/${recipient.id}`]: { body: recipient } });
    // onSaved is a mock: the dialog stays open after the save, as a caller may keep it.
    const { onSaved, onClose } = renderModal({ recipient });
    await user.type(await screen.findByLabelText(/^Notes/), ' Loves linen.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());

    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });
});
