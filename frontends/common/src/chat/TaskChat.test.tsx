import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { type FakeAnswer, fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { TaskChat } from '.';
import type { Message } from './useTaskMessages';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const TASK = 't1';
const MESSAGES = `/api/tasks/${TASK}/messages`;
const me = fakeAccount('CLIENT', 'Casey Client');

function message(id: string, content: string, from: 'me' | 'shopper' = 'shopper'): Message {
  return {
    id,
    taskId: TASK,
    content,
    createdAt: '2026-01-10T15:04:00.000Z',
    sender:
      from === 'me' ? { id: 'me', displayName: 'Casey Client' } : { id: 'shopper-1', displayName: 'Avery Shopper' },
    senderType: from === 'me' ? 'CLIENT' : 'SHOPPER',
  };
}

// antd's autoSize measures the textarea through getComputedStyle, which jsdom leaves empty, so
// React warns about a NaN height on every keystroke. Only that warning is silenced.
const logError = console.error.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/invalid value for the/.test(String(args[0])) && args.includes('height')) return;
    logError(...args);
  });
});

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

function renderChat(
  answers: Record<string, FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)>,
  { landingKey = null }: { landingKey?: string | null } = {},
) {
  const fetchMock = mockFetch(answers);
  renderScreen(<TaskChat taskId={TASK} landingKey={landingKey} />, { me });
  return fetchMock;
}

function posted(fetchMock: jest.Mock): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

async function messageInput() {
  return screen.findByRole('textbox', { name: 'Message' });
}

it('shows the messages oldest first with sender, role and the text as typed', async () => {
  renderChat({
    [`GET ${MESSAGES}`]: {
      body: [message('m1', 'Found the <b>blazer</b>\n  in navy'), message('m2', 'Lovely, get it!', 'me')],
    },
  });
  const log = await screen.findByRole('log', { name: 'Messages' });
  // Links may point at the card by this id.
  expect(document.getElementById('task-chat')).toHaveTextContent('Task Chat');
  const items = await within(log).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Avery Shopper · Shopper');
  expect(items[1]).toHaveTextContent('Casey Client · Client');
  // Never HTML: the tags are text, the line break and the spaces are kept.
  expect(within(items[0]!).getByText(/Found the <b>blazer<\/b>/).textContent).toBe(
    'Found the <b>blazer</b>\n  in navy',
  );
  expect(log.querySelector('b')).toBeNull();
});

it('says so when there are no messages yet', async () => {
  renderChat({ [`GET ${MESSAGES}`]: { body: [] } });
  expect(await screen.findByText('No messages yet. Start the conversation.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
});

it('focuses the input once loaded when opened on the messages tab', async () => {
  Element.prototype.scrollIntoView = jest.fn();
  renderChat({ [`GET ${MESSAGES}`]: { body: [] } }, { landingKey: 'from-a-link' });
  expect(screen.getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
  await waitFor(async () => expect(await messageInput()).toHaveFocus());
});

it('offers Retry when the messages cannot be loaded', async () => {
  let calls = 0;
  renderChat({
    [`GET ${MESSAGES}`]: () =>
      ++calls === 1 ? { status: 500, body: { message: 'Database unavailable' } } : { body: [message('m1', 'Hello')] },
  });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello')).toBeInTheDocument();
});

it('sends on Enter exactly as typed, shows the message, clears the input and keeps focus', async () => {
  const fetchMock = renderChat({
    [`GET ${MESSAGES}`]: { body: [message('m1', 'Hi there')] },
    [`POST ${MESSAGES}`]: { status: 201, body: message('m2', ' Hello  ', 'me') },
  });
  const input = await messageInput();
  await user.type(input, ' Hello  {Enter}');
  await waitFor(() => expect(input).toHaveValue(''));
  expect(posted(fetchMock)).toEqual([{ content: ' Hello  ' }]);
  const items = within(screen.getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[1]).toHaveTextContent('Hello');
  expect(input).toHaveFocus();
  // Appended from the answer: the messages were not fetched again.
  expect(
    fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === 'GET'),
  ).toHaveLength(1);
});

it('sends once when Enter and Send come together, while the first is on its way', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const fetchMock = renderChat({
    [`GET ${MESSAGES}`]: { body: [] },
    [`POST ${MESSAGES}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  const input = await messageInput();
  await user.type(input, 'Only once');
  await user.keyboard('{Enter}{Enter}');
  await user.dblClick(screen.getByRole('button', { name: 'Send message' }));
  expect(posted(fetchMock)).toEqual([{ content: 'Only once' }]);

  answer({ status: 201, body: message('m1', 'Only once', 'me') });
  await waitFor(() => expect(input).toHaveValue(''));
  expect(posted(fetchMock)).toHaveLength(1);
});

it('makes a new line on Shift+Enter instead of sending', async () => {
  const fetchMock = renderChat({ [`GET ${MESSAGES}`]: { body: [] } });
  const input = await messageInput();
  await user.type(input, 'Line one{Shift>}{Enter}{/Shift}Line two');
  expect(input).toHaveValue('Line one\nLine two');
  expect(posted(fetchMock)).toEqual([]);
});

it('does not send blank text', async () => {
  const fetchMock = renderChat({ [`GET ${MESSAGES}`]: { body: [] } });
  const input = await messageInput();
  const send = screen.getByRole('button', { name: 'Send message' });
  expect(send).toBeDisabled();
  await user.type(input, '   {Enter}');
  expect(send).toBeDisabled();
  await user.click(send);
  expect(posted(fetchMock)).toEqual([]);
});

it('counts near the limit and refuses a message over 1000 characters', async () => {
  const fetchMock = renderChat({ [`GET ${MESSAGES}`]: { body: [] } });
  const input = await messageInput();
  const send = screen.getByRole('button', { name: 'Send message' });

  await user.click(input);
  await user.paste('a'.repeat(899));
  expect(screen.queryByText('899/1000')).not.toBeInTheDocument();
  await user.paste('😀');
  expect(await screen.findByText('900/1000')).toBeInTheDocument();
  expect(send).toBeEnabled();

  await user.paste('b'.repeat(101));
  expect(await screen.findByText('1001/1000')).toBeInTheDocument();
  expect(screen.getByText('Message too long (max 1000 characters)')).toBeInTheDocument();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(send).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(posted(fetchMock)).toEqual([]);
});

it('keeps the text while sending and after a failure, and says why it failed', async () => {
  let answer: (value: FakeAnswer) => void = () => {};
  const fetchMock = renderChat({
    [`GET ${MESSAGES}`]: { body: [] },
    [`POST ${MESSAGES}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
  });
  const input = await messageInput();
  await user.type(input, 'Please call me');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send message' })).toHaveClass('ant-btn-loading'));
  expect(input).toHaveValue('Please call me');

  answer({ status: 403, body: { statusCode: 403, message: 'You are not a party to this task' } });
  expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
  expect(screen.getByText('You are not a party to this task')).toBeInTheDocument();
  expect(input).toHaveValue('Please call me');
  expect(posted(fetchMock)).toEqual([{ content: 'Please call me' }]);
  expect(screen.queryByText('No messages yet. Start the conversation.')).toBeInTheDocument();
});

it('keeps the draft and says to try again when a dependency of the api is down (503)', async () => {
  const unavailable = 'Service temporarily unavailable. Please try again.';
  let down = true;
  const fetchMock = renderChat({
    [`GET ${MESSAGES}`]: { body: [] },
    [`POST ${MESSAGES}`]: () =>
      down
        ? { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: unavailable } }
        : { status: 201, body: message('m1', 'Is the blazer\nstill in stock?', 'me') },
  });
  const input = await messageInput();
  await user.type(input, 'Is the blazer{Shift>}{Enter}{/Shift}still in stock?');
  await user.keyboard('{Enter}');

  expect(await screen.findByText('Failed to Send Message')).toBeInTheDocument();
  expect(screen.getByText(unavailable)).toBeInTheDocument();
  expect(input).toHaveValue('Is the blazer\nstill in stock?');
  expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();

  // Sending again once it is back sends the same text, then clears it.
  down = false;
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(input).toHaveValue(''));
  expect(posted(fetchMock)).toEqual([
    { content: 'Is the blazer\nstill in stock?' },
    { content: 'Is the blazer\nstill in stock?' },
  ]);
});

it('loads older messages before the oldest one held, and stops at the start', async () => {
  const newest = Array.from({ length: 50 }, (_, index) => message(`new-${index + 1}`, `Newer ${index + 1}`));
  let calls = 0;
  const fetchMock = renderChat({
    [`GET ${MESSAGES}`]: () => (++calls === 1 ? { body: newest } : { body: [message('old-1', 'The very first')] }),
  });
  const pagesAsked = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(MESSAGES));
  const older = await screen.findByRole('button', { name: 'Load older messages' });
  expect(pagesAsked()).toEqual([`${MESSAGES}?limit=50`]);

  await user.click(older);
  const log = screen.getByRole('log', { name: 'Messages' });
  await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(51));
  expect(pagesAsked()).toEqual([`${MESSAGES}?limit=50`, `${MESSAGES}?limit=50&before=new-1`]);
  expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent('The very first');
  // A page shorter than the limit is the start of the chat.
  expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  // The chat on screen is read up to its newest message, once.
  const readMarks = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/tasks/t1/read');
  expect(readMarks.map(([, init]) => [(init as RequestInit).method, (init as RequestInit).body])).toEqual([
    ['PUT', JSON.stringify({ messageId: 'new-50' })],
  ]);
});
