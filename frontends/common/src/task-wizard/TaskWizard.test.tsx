import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { giveKeysTheirBrowserKeyCodes } from '../components/browser-key-codes.fixture';
import { fakeRecipient } from '../recipients/recipient.fixture';
import { type FakeAnswer, fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { pngFile } from '../uploads/test-files';
import { TaskWizard } from './TaskWizard';
import { CATEGORIES, CLOTHING, HOME_DECOR } from './wizard.fixture';
import { draftKey } from './wizard-draft';
import type { WizardValues } from './wizard-values';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });
jest.setTimeout(120_000);
giveKeysTheirBrowserKeyCodes();
// jsdom has no object URLs; the thumbnails only need a string.
URL.createObjectURL = (file: Blob) => `blob:${(file as File).name}`;
URL.revokeObjectURL = () => {};

const JORDAN = fakeRecipient();
const CASEY = {
  id: 'client-casey',
  firstName: 'Casey',
  lastName: 'Client',
  phone: '555-010-0199',
  createdAt: '2026-01-02T10:00:00.000Z',
  profile: { displayName: 'Casey Client', avatarUrl: null },
  user: { email: 'casey@example.com' },
};
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
  sessionStorage.clear();
});

it("a client's details step: Next names what is missing, then moves on, focused, with the draft kept", async () => {
  mockFetch({ 'GET /api/categories': { body: CATEGORIES }, 'GET /api/recipients': { body: [JORDAN] } });
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/');
  expect(await screen.findByRole('radio', { name: /Clothing & Fashion/ })).toBeChecked();
  expect(screen.queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Title is required')).toBeInTheDocument();
  expect(screen.getByText('Description is required')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 5 · Details');

  await user.click(screen.getByLabelText('Title'));
  await user.paste('Spring refresh');
  await user.click(screen.getByLabelText('Description'));
  await user.paste('Light layers');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const step2 = await heading("Step 2 of 5 · Who it's for");
  await waitFor(() => expect(step2).toHaveFocus());
  expect(JSON.parse(sessionStorage.getItem(draftKey('CLIENT'))!)).toMatchObject({
    step: 1,
    values: { title: 'Spring refresh', description: 'Light layers' },
  });

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Missing recipient')).toBeInTheDocument();
  expect(screen.getAllByText('Please select who we are shopping for.').length).toBeGreaterThan(0);
  expect(screen.getByRole('radio', { name: /Jordan/ })).toBeInTheDocument();
});

it("a shopper's details step asks for a client, not a description", async () => {
  mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/clients': { body: [CASEY] },
    'GET /api/shoppers/me': { body: { defaultFeePct: '12.50' } },
  });
  renderScreen(<TaskWizard role="SHOPPER" />, { me: fakeAccount('SHOPPER', 'Avery Stylist'), path: '/task-wizard' });
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/shopper-dashboard');
  expect(await screen.findByPlaceholderText('12.5')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Client is required')).toBeInTheDocument();
  expect(screen.getByText('Title is required')).toBeInTheDocument();
  expect(screen.queryByText('Description is required')).not.toBeInTheDocument();
});

it("a shopper's draft restored at Review: a failed create keeps everything, then the body is right", async () => {
  const draft: WizardValues = {
    title: 'Spring refresh',
    clientId: CASEY.id,
    feePct: 15,
    categoryId: CLOTHING.id,
    recipientId: JORDAN.id,
    answers: { [CLOTHING.id]: { topsSizes: ['M'], style: 'classic', budget: '100-300', colors: [] } },
  };
  sessionStorage.setItem(draftKey('SHOPPER'), JSON.stringify({ owner: 'me', step: 4, values: draft }));
  let answer: FakeAnswer = { status: 400, body: { message: 'Recipient not found' } };
  const fetch = mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/clients': { body: [CASEY] },
    'GET /api/recipients': { body: [JORDAN] },
    'GET /api/shoppers/me': { body: { defaultFeePct: '12.50' } },
    'POST /api/tasks': () => answer,
  });
  const { router } = renderScreen(<TaskWizard role="SHOPPER" />, {
    me: fakeAccount('SHOPPER', 'Avery Stylist'),
    path: '/task-wizard',
  });
  await heading('Step 5 of 5 · Review');
  const review = screen.getByRole('region', { name: 'Details' });
  expect(await within(review).findByText('Casey Client (casey@example.com)')).toBeInTheDocument();
  expect(within(review).getByText('15%')).toBeInTheDocument();
  expect(await screen.findByText('Jordan · Spouse')).toBeInTheDocument();
  // The answers read as labels; they are sent as the codes.
  const preferences = screen.getByRole('region', { name: 'Preferences' });
  expect(within(preferences).getByText('Classic')).toBeInTheDocument();
  expect(within(preferences).getByText('$100–$300')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Recipient not found')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Review');
  expect(sessionStorage.getItem(draftKey('SHOPPER'))).not.toBeNull();

  answer = { status: 201, body: { id: 'new-task' } };
  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/tasks/new-task'));
  const post = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').at(-1)!;
  expect(JSON.parse(post[1]!.body as string)).toEqual({
    title: 'Spring refresh',
    clientId: CASEY.id,
    categoryId: CLOTHING.id,
    recipientId: JORDAN.id,
    feePct: '15.00',
    answers: { topsSizes: ['M'], style: 'classic', budget: '100-300' },
  });
  expect(sessionStorage.getItem(draftKey('SHOPPER'))).toBeNull();
});

it('Create checks everything again: missing answers lead back to the questions with their messages', async () => {
  const draft: WizardValues = {
    title: 'Spring refresh',
    description: 'Light layers',
    categoryId: CLOTHING.id,
    recipientId: JORDAN.id,
  };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 4, values: draft }));
  const fetch = mockFetch({ 'GET /api/categories': { body: CATEGORIES }, 'GET /api/recipients': { body: [JORDAN] } });
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  await heading('Step 5 of 5 · Review');
  expect(await screen.findByText('Nothing answered yet.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Missing fields')).toBeInTheDocument();
  expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
  await heading('Step 3 of 5 · Preferences');
  expect(await screen.findByText('At least one size is required')).toBeInTheDocument();
  expect(screen.getByText('Style preference is required')).toBeInTheDocument();
  expect(screen.getByText('Budget is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Style preference')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
});

it("prefills the preferences from the chosen recipient, by their labels, editable; another recipient's replace them", async () => {
  const jordan = fakeRecipient({
    profile: {
      clothingBudget: 'under-50',
      sizing: { topSize: 'M', preferredColors: 'navy', stylePreference: 'classic' },
    },
  });
  const sam = fakeRecipient({
    id: 'recipient-sam',
    displayName: 'Sam',
    relationship: 'child',
    profile: { sizing: { topSize: 'XS', stylePreference: 'boho' } },
  });
  const draft: WizardValues = { title: 'Spring refresh', description: 'Light layers', categoryId: CLOTHING.id };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 1, values: draft }));
  const fetch = mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/recipients': { body: [jordan, sam] },
    'POST /api/tasks': { status: 201, body: { id: 'new-task' } },
  });
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  const tag = (text: string) => screen.queryAllByText(text, { selector: '.ant-select-selection-item-content' });

  await user.click(await screen.findByRole('radio', { name: /Jordan/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 3 of 5 · Preferences');
  expect(screen.getByLabelText('Style preference')).toHaveValue('Classic');
  expect(screen.getByLabelText('Budget')).toHaveValue('Under $50');
  expect(tag('M')).not.toHaveLength(0);
  expect(tag('Navy')).not.toHaveLength(0);

  // Editable: the budget is changed by hand.
  await user.clear(screen.getByLabelText('Budget'));
  await user.paste('100');
  await user.click(await screen.findByText('$100–$300', { selector: '.ant-select-item-option-content' }));
  expect(screen.getByLabelText('Budget')).toHaveValue('$100–$300');

  // Another recipient: what Jordan prefilled gives way to Sam's; the budget typed stays.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(await screen.findByRole('radio', { name: /Sam/ }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 3 of 5 · Preferences');
  expect(screen.getByLabelText('Style preference')).toHaveValue('Boho');
  expect(screen.getByLabelText('Budget')).toHaveValue('$100–$300');
  expect(tag('XS')).not.toHaveLength(0);
  expect(tag('Navy')).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await heading('Step 5 of 5 · Review');
  const preferences = screen.getByRole('region', { name: 'Preferences' });
  expect(within(preferences).getByText('Boho')).toBeInTheDocument();
  expect(within(preferences).getByText('$100–$300')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
  expect(JSON.parse(post[1]!.body as string).answers).toEqual({ topsSizes: ['XS'], style: 'boho', budget: '100-300' });
});

/** The JSON body of the last request sent with this method to this path. */
function lastBody(fetch: jest.Mock, method: string, path: string): Record<string, unknown> {
  const call = fetch.mock.calls.filter(([url, init]) => init?.method === method && String(url).includes(path)).at(-1)!;
  return JSON.parse(String(call[1]!.body)) as Record<string, unknown>;
}

it('keeps the answers exactly as typed, key by key: Tab moves on and takes no suggestion, spaces stay', async () => {
  const draft: WizardValues = {
    title: 'Reading nook',
    description: 'A chair and a lamp',
    categoryId: HOME_DECOR.id,
    recipientId: JORDAN.id,
  };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 2, values: draft }));
  const fetch = mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/recipients': { body: [JORDAN] },
    'POST /api/tasks': { status: 201, body: { id: 'new-task' } },
  });
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  await heading('Step 3 of 5 · Preferences');

  // Each field's suggestions open as it is typed in ("Living Room", "$1,500–$3,000"): none is taken.
  await user.click(await screen.findByLabelText('Room'));
  await user.keyboard('Living room');
  await user.tab();
  expect(screen.getByLabelText('Style')).toHaveFocus();
  await user.keyboard('Warm boho');
  await user.tab();
  await user.keyboard('$1,500');
  await user.tab();
  expect(screen.getByLabelText('Dimensions')).toHaveFocus();
  await user.keyboard('12 x 14');
  await user.tab();
  await user.keyboard('No wool.');
  expect(screen.getByLabelText('Room')).toHaveValue('Living room');
  expect(screen.getByLabelText('Budget')).toHaveValue('$1,500');
  expect(screen.getByLabelText('Notes')).toHaveValue('No wool.');

  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 4 of 5 · Reference images');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 5 of 5 · Review');
  await user.click(await screen.findByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  expect(lastBody(fetch, 'POST', '/api/tasks').answers).toEqual({
    room: 'Living room',
    style: 'Warm boho',
    budget: '$1,500',
    dimensions: '12 x 14',
    notes: 'No wool.',
  });
  // Every key is a render of the whole wizard: slow under jsdom.
}, 180_000);

it('moves a waist/length size typed among the letter sizes to the waist/length sizes', async () => {
  const draft: WizardValues = { title: 'Jeans', description: 'Dark wash', categoryId: CLOTHING.id };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 2, values: draft }));
  mockFetch({ 'GET /api/categories': { body: CATEGORIES }, 'GET /api/recipients': { body: [JORDAN] } });
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  await heading('Step 3 of 5 · Preferences');
  const tags = (label: string) =>
    [
      ...screen.getByLabelText(label).closest('.ant-select')!.querySelectorAll('.ant-select-selection-item-content'),
    ].map((tag) => tag.textContent);

  await user.click(await screen.findByLabelText('Bottoms sizes'));
  await user.keyboard('M,32/34{Enter}');
  await waitFor(() => expect(tags('Bottoms sizes (waist/length)')).toEqual(['32/34']));
  expect(tags('Bottoms sizes')).toEqual(['M']);
  expect(JSON.parse(sessionStorage.getItem(draftKey('CLIENT'))!).values.answers[CLOTHING.id]).toMatchObject({
    bottomsAlphaSizes: ['M'],
    bottomsWLSizes: ['32/34'],
  });
});

it('offers "Myself" while the client has no recipient for themself: one click adds it and chooses it', async () => {
  let recipients: unknown[] = [];
  const myself = fakeRecipient({ id: 'recipient-me', relationship: 'self', displayName: 'Myself', profile: null });
  const fetch = mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/recipients': () => ({ body: recipients }),
    'POST /api/recipients': () => {
      recipients = [myself];
      return { status: 201, body: myself };
    },
  });
  const draft: WizardValues = { title: 'Spring refresh', description: 'Light layers', categoryId: CLOTHING.id };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 1, values: draft }));
  renderScreen(<TaskWizard role="CLIENT" />, { me: fakeAccount('CLIENT', 'Casey Client'), path: '/task-wizard' });
  await heading("Step 2 of 5 · Who it's for");
  expect(await screen.findByText('No recipients yet')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Myself' }));
  expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  expect(lastBody(fetch, 'POST', '/api/recipients')).toEqual({
    relationship: 'self',
    displayName: 'Myself',
    profile: { sizing: {} },
  });
  expect(await screen.findByRole('radio', { name: /Myself/ })).toBeChecked();
  // There is one now: not offered twice.
  expect(screen.queryByRole('button', { name: 'Myself' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 3 of 5 · Preferences');
});

it('keeps the reference images over a reload at the last step, and sends them', async () => {
  const draft: WizardValues = {
    title: 'Living room refresh',
    description: 'Warm colors',
    categoryId: CLOTHING.id,
    recipientId: JORDAN.id,
    answers: { [CLOTHING.id]: { topsSizes: ['M'], style: 'classic', budget: 'under-50' } },
  };
  sessionStorage.setItem(draftKey('CLIENT'), JSON.stringify({ owner: 'me', step: 3, values: draft }));
  const fetch = mockFetch({
    'GET /api/categories': { body: CATEGORIES },
    'GET /api/recipients': { body: [JORDAN] },
    'POST /api/tasks': { status: 201, body: { id: 'new-task' } },
  });
  const me = fakeAccount('CLIENT', 'Casey Client');
  const first = renderScreen(<TaskWizard role="CLIENT" />, { me, path: '/task-wizard' });
  await heading('Step 4 of 5 · Reference images');
  const picker = userEvent.setup({ delay: null, applyAccept: false });
  await picker.upload(screen.getByLabelText('Choose reference images'), [pngFile('sofa.png'), pngFile('rug.png')]);
  expect(await screen.findByRole('img', { name: 'rug.png' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await heading('Step 5 of 5 · Review');

  // A reload: the page and everything in it goes; the tab's storage stays.
  first.unmount();
  renderScreen(<TaskWizard role="CLIENT" />, { me, path: '/task-wizard' });
  await heading('Step 5 of 5 · Review');
  const images = screen.getByRole('region', { name: 'Reference images' });
  expect(await within(images).findByRole('img', { name: 'sofa.png' })).toBeInTheDocument();
  expect(within(images).getByRole('img', { name: 'rug.png' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create Request' }));
  expect(await screen.findByText('Task created')).toBeInTheDocument();
  const sent = lastBody(fetch, 'POST', '/api/tasks').uploadedImages as string[];
  expect(sent).toHaveLength(2);
  for (const image of sent) expect(image).toMatch(/^data:image\/png;base64,/);

  // Made: the draft and its images are gone; a new request starts empty.
  expect(sessionStorage.getItem(draftKey('CLIENT'))).toBeNull();
});
