import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { fakeItem, fakeTaskDetail, TASK_ID } from './task-detail.fixture';
import { galleryOfPin, TaskWorkspace } from './TaskWorkspace';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const shopper = fakeAccount('SHOPPER', 'Avery Stylist');
const client = fakeAccount('CLIENT', 'Casey Client');
const path = `/tasks/${TASK_ID}`;

/** The answers every card of the workspace asks for, with the task detail given. */
function serveTask(detail = fakeTaskDetail(), extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    [`GET /api/tasks/${TASK_ID}`]: { body: detail },
    [`GET /api/tasks/${TASK_ID}/pricing`]: { body: { subtotal: '59.97', serviceFee: '7.50', total: '67.47' } },
    [`GET /api/tasks/${TASK_ID}/invoice`]: { body: { invoice: null, lines: [] } },
    [`GET /api/tasks/${TASK_ID}/messages`]: { body: [] },
    ...extra,
  });
}

beforeEach(() => localStorage.clear());

it('shows the shopper the header with the title cut at 50, status, fee, details and pricing', async () => {
  const title = 'A very long shopping request title that goes on and on and on';
  serveTask(fakeTaskDetail({ task: { title } }));
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="SHOPPER" />, { me: shopper, path });
  // The page's heading stands in its place while the task loads.
  expect(screen.getByRole('status')).toHaveTextContent('Loading task...');
  expect(screen.getByRole('heading', { level: 1, name: 'Loading task...' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/shopper-dashboard');

  const heading = await screen.findByRole('heading', { level: 1, name: `${title.slice(0, 47)}...` });
  expect(heading).toHaveAttribute('title', title);
  // The title shows as soon as the task is read, the workspace once rendered in the background.
  expect(await screen.findByText('Active')).toBeInTheDocument();
  expect(screen.getByText('Fee 12.5%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Edit Task/ })).toBeInTheDocument();
  expect(screen.getByText(TASK_ID.slice(0, 8))).toBeInTheDocument();
  expect(screen.getByText('Jordan')).toBeInTheDocument();
  expect(screen.getByText(/Spouse · Male · \d+ years old/)).toBeInTheDocument();
  expect(screen.getByText('Tops: L')).toBeInTheDocument();
  expect(screen.getByText('smart-casual')).toBeInTheDocument();
  expect(await screen.findByText('$67.47')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/shopper-dashboard');
});

it('lets the client withdraw her request after a confirmation, and reads it again', async () => {
  let detail = fakeTaskDetail({ task: { status: 'DRAFT' }, items: [] });
  const fetch = serveTask(undefined, {
    [`GET /api/tasks/${TASK_ID}`]: () => ({ body: detail }),
    [`POST /api/tasks/${TASK_ID}/withdraw`]: () => {
      detail = fakeTaskDetail({ task: { status: 'WITHDRAWN' }, items: [] });
      return { status: 204 };
    },
  });
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
  await userEvent.click(await screen.findByRole('button', { name: /Withdraw Request/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Request' }));
  expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
  expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Withdraw Request/ })).not.toBeInTheDocument();
});

it('offers no withdrawal once something of the request is billed', async () => {
  serveTask(fakeTaskDetail({ items: [fakeItem({ status: 'INVOICED_DUE' })] }));
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
  await screen.findByRole('heading', { level: 1, name: 'Spring wardrobe refresh' });
  expect(await screen.findByText('Active')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Withdraw Request/ })).not.toBeInTheDocument();
});

it('shows the client no fee, no pricing and no task editing', async () => {
  serveTask();
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
  await screen.findByRole('heading', { level: 1, name: 'Spring wardrobe refresh' });
  expect(screen.queryByText('Fee 12.5%')).not.toBeInTheDocument();
  expect(screen.queryByText('Pricing')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Edit Task/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/client-dashboard');
});

describe('the budget meter', () => {
  /** 3 × $19.99 and a returned $500 coat of a "Under $50" request: $59.97 + $7.50 fee = $67.47. */
  const detail = fakeTaskDetail({
    task: { answers: { style: 'classic', budget: 'under-50' } },
    items: [
      fakeItem({ quantity: 3 }),
      fakeItem({ id: 'item-2', name: 'Coat', unitPrice: '500.00', status: 'CREDITED', locked: true }),
    ],
  });

  it('shows the shopper subtotal plus fee against the budget, over it', async () => {
    serveTask(detail);
    renderScreen(<TaskWorkspace taskId={TASK_ID} role="SHOPPER" />, { me: shopper, path });
    const bar = await screen.findByRole('progressbar', { name: 'Budget' });
    expect(bar).toHaveAttribute('aria-valuetext', '$67.47 of $50 budget: Over budget by $17.47');
    expect(screen.getByText('Items $59.97 + service fee $7.50')).toBeInTheDocument();
  });

  it('shows the client what she would pay, with no fee figure', async () => {
    // The server sends her the prices she pays: 19.99 with its 2.50 fee (2.49875) is 22.49.
    serveTask({ ...detail, items: [fakeItem({ quantity: 3, unitPrice: '22.49' }), detail.items[1]!] });
    renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
    const bar = await screen.findByRole('progressbar', { name: 'Budget' });
    expect(bar).toHaveAttribute('aria-valuetext', '$67.47 of $50 budget: Over budget by $17.47');
    const card = bar.closest('.ant-card') as HTMLElement;
    expect(card).not.toHaveTextContent(/fee|\$59\.97|\$7\.50/i);
  });

  it("takes the server's price once it arrives: invoiced units at what their lines billed, net of returns", async () => {
    // The items alone would say $67.47; the invoice's lines and returns make it $67.46.
    serveTask(detail, {
      [`GET /api/tasks/${TASK_ID}/pricing`]: { body: { subtotal: '59.97', serviceFee: '7.49', total: '67.46' } },
    });
    renderScreen(<TaskWorkspace taskId={TASK_ID} role="SHOPPER" />, { me: shopper, path });
    const bar = await screen.findByRole('progressbar', { name: 'Budget' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '$67.46 of $50 budget: Over budget by $17.46'));
    expect(screen.getByText('Items $59.97 + service fee $7.49')).toBeInTheDocument();
  });

  it('says "No budget given" when the request names none', async () => {
    serveTask();
    renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
    expect(await screen.findByText('No budget given')).toBeInTheDocument();
  });
});

it('reads "Task not found" for a 404, and says when the id is missing', async () => {
  mockFetch({ [`GET /api/tasks/${TASK_ID}`]: { status: 404, body: { statusCode: 404, message: 'Task not found' } } });
  const { unmount } = renderScreen(<TaskWorkspace taskId={TASK_ID} role="CLIENT" />, { me: client, path });
  expect(await screen.findByText('Task not found')).toBeInTheDocument();
  unmount();
  renderScreen(<TaskWorkspace taskId={undefined} role="CLIENT" />, { me: client, path });
  expect(screen.getByText('Task ID is missing.')).toBeInTheDocument();
});

it('offers Retry when the task fails to load for another reason', async () => {
  let calls = 0;
  mockFetch({
    [`GET /api/tasks/${TASK_ID}`]: () =>
      ++calls === 1 ? { status: 500, body: { message: 'Boom' } } : { body: fakeTaskDetail() },
    [`GET /api/tasks/${TASK_ID}/pricing`]: { body: { subtotal: '0.00', serviceFee: '0.00', total: '0.00' } },
    [`GET /api/tasks/${TASK_ID}/invoice`]: { body: { invoice: null, lines: [] } },
    [`GET /api/tasks/${TASK_ID}/messages`]: { body: [] },
  });
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="SHOPPER" />, { me: shopper, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring wardrobe refresh' })).toBeInTheDocument();
});

it('edits the task; a failed save shows "Failed to Update Task" with the server message and keeps the input', async () => {
  const fetch = serveTask(fakeTaskDetail(), {
    [`PUT /api/tasks/${TASK_ID}`]: { status: 400, body: { statusCode: 400, message: 'Title is too long' } },
  });
  renderScreen(<TaskWorkspace taskId={TASK_ID} role="SHOPPER" />, { me: shopper, path });
  await userEvent.click(await screen.findByRole('button', { name: /Edit Task/ }));
  const dialog = await screen.findByRole('dialog');
  const title = within(dialog).getByLabelText('Title');
  await userEvent.clear(title);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();

  await userEvent.type(title, 'Autumn capsule');
  await userEvent.type(within(dialog).getByLabelText(/Service fee/), '15.5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to Update Task')).toBeInTheDocument();
  expect(screen.getByText('Title is too long')).toBeInTheDocument();
  expect(title).toHaveValue('Autumn capsule');

  const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
  expect(JSON.parse(String(put![1]!.body))).toEqual({
    title: 'Autumn capsule',
    status: 'ACTIVE',
    feePct: '15.50',
    notes: null,
  });
  await waitFor(() => expect(dialog).toBeInTheDocument());
});

describe('opened on the messages tab (?tab=messages, as a message notification links)', () => {
  const OTHER_ID = '0d9e8f7a-6b5c-4d3e-8f1a-0b1c2d3e4f5a';
  const chatMessage = (taskId: string, id: string, content: string) => ({
    id,
    taskId,
    content,
    createdAt: '2026-11-20T10:00:00.000Z',
    sender: { id: 'shopper-1', displayName: 'Avery Stylist' },
    senderType: 'SHOPPER' as const,
  });
  const scrolledTo: Element[] = [];
  beforeEach(() => {
    scrolledTo.length = 0;
    // jsdom lays nothing out; what matters is which element the page brings into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
  });

  /** The workspace as the task route renders it, for the task in the URL. */
  function RoutedWorkspace() {
    return <TaskWorkspace taskId={useParams().taskId} role="CLIENT" />;
  }
  const serveTwoTasks = () =>
    serveTask(fakeTaskDetail(), {
      [`GET /api/tasks/${TASK_ID}/messages`]: { body: [chatMessage(TASK_ID, 'm1', 'Found it in navy')] },
      [`GET /api/tasks/${OTHER_ID}`]: { body: fakeTaskDetail({ task: { id: OTHER_ID, title: 'Lake house' } }) },
      [`GET /api/tasks/${OTHER_ID}/messages`]: { body: [chatMessage(OTHER_ID, 'm2', 'Which sofa?')] },
    });
  const landed = async (newest: string) => {
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(input).toHaveFocus());
    // The chat is brought into view around its input, the newest message just above it.
    expect(scrolledTo.at(-1)).toContainElement(input);
    expect(
      within(screen.getByRole('log', { name: 'Messages' }))
        .getAllByRole('listitem')
        .at(-1),
    ).toHaveTextContent(newest);
    return input;
  };

  it('lands on the chat, focused, and again each time a link opens it, even from the task itself', async () => {
    serveTwoTasks();
    const { router } = renderScreen(<RoutedWorkspace />, {
      me: client,
      path: '/tasks/:taskId',
      entry: `${path}?tab=messages`,
    });
    await landed('Found it in navy');

    // She moves on (the focus leaves the input); then a notification opens the chat again.
    act(() => screen.getByRole('log', { name: 'Messages' }).focus());
    scrolledTo.length = 0;
    await act(() => router.navigate(`${path}?tab=messages`));
    await landed('Found it in navy');
  });

  it("opens another task's chat afresh, also one seen before: its own messages, an empty input, focused", async () => {
    serveTwoTasks();
    // She saw the lake house task earlier (it is in the cache), then opened the wardrobe's chat.
    const { router } = renderScreen(<RoutedWorkspace />, {
      me: client,
      path: '/tasks/:taskId',
      entry: `/tasks/${OTHER_ID}`,
    });
    await screen.findByRole('log', { name: 'Messages' });
    await act(() => router.navigate(`${path}?tab=messages`));
    const input = await landed('Found it in navy');
    const user = userEvent.setup({ delay: null });
    await user.click(input);
    await user.paste('A draft for the wardrobe');
    expect(input).toHaveValue('A draft for the wardrobe');

    scrolledTo.length = 0;
    await act(() => router.navigate(`/tasks/${OTHER_ID}?tab=messages`));
    await screen.findByRole('heading', { level: 1, name: 'Lake house' });
    const other = await landed('Which sofa?');
    expect(other).toHaveValue('');
  });
});

describe('galleryOfPin', () => {
  const image = (url: string) => ({ url, webUrl: `${url}.web`, thumbUrl: `${url}.thumb` });
  const detail = fakeTaskDetail({
    items: [
      fakeItem({ id: 'a', name: 'Coat', images: [image('/files/1.jpg')] }),
      fakeItem({ id: 'b', name: 'Scarf', images: [image('/files/2.jpg'), image('/files/3.jpg')] }),
    ],
  });

  it('opens the photos of the item the pinned image belongs to, on that image, with the pin', () => {
    expect(galleryOfPin(detail, '/files/3.jpg', 'pin-1')).toEqual({
      images: [
        expect.objectContaining({ url: '/files/2.jpg', alt: 'Scarf, image 1 of 2' }),
        expect.objectContaining({ url: '/files/3.jpg', alt: 'Scarf, image 2 of 2' }),
      ],
      index: 1,
      pinId: 'pin-1',
    });
  });

  it('opens nothing for an image the task no longer has, or a link without a pin', () => {
    expect(galleryOfPin(detail, '/files/gone.jpg', 'pin-1')).toBeNull();
    expect(galleryOfPin(detail, '/files/1.jpg', null)).toBeNull();
  });
});
