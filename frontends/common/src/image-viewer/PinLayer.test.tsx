import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type FakeAnswer, fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { PinLayer } from './PinLayer';
import { COMMENTS_PATH, fakeComment, IMAGE_URL, TASK_ID } from './test-comments';
import type { ImageLayout } from './use-image-layout';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Shopper');
const layout: ImageLayout = {
  image: { left: 40, top: 56, width: 400, height: 300 },
  slide: { width: 480, height: 420 },
};
const ADD_PATH = `/api/tasks/${TASK_ID}/images/comments`;

/** A loaded picture drawn at 400 × 300 px, 40 px from the left and 56 px from the top. */
function pictureElement(): HTMLImageElement {
  const img = document.createElement('img');
  img.alt = 'Blue dress';
  img.getBoundingClientRect = () => ({ left: 40, top: 56, width: 400, height: 300 }) as DOMRect;
  document.body.append(img);
  return img;
}

function renderLayer(answers: Parameters<typeof mockFetch>[0], pinsVisible = true, initialOpenId?: string) {
  const fetchMock = mockFetch(answers);
  const img = pictureElement();
  const onFocusViewer = jest.fn();
  const utils = renderScreen(
    <PinLayer
      taskId={TASK_ID}
      imageUrl={IMAGE_URL}
      img={img}
      layout={layout}
      pinsVisible={pinsVisible}
      arrowWidth={40}
      onFocusViewer={onFocusViewer}
      initialOpenId={initialOpenId}
    />,
    { me },
  );
  return { ...utils, fetchMock, img, onFocusViewer };
}

afterEach(() => document.querySelectorAll('img').forEach((img) => img.remove()));

describe('PinLayer', () => {
  it('draws the pins at their percent, numbered, with names and reply counts; resolved ones are described so', async () => {
    renderLayer({
      [`GET ${COMMENTS_PATH}`]: {
        body: [
          fakeComment({ id: 'c1', x: 25, y: 40, content: 'Lighter?' }),
          fakeComment({ id: 'r1', parentCommentId: 'c1', content: 'A reply is not a pin' }),
          fakeComment({ id: 'c2', x: 80.5, y: 12.25, content: 'Shorter sleeves', status: 'RESOLVED' }),
          fakeComment({ id: 'r2', parentCommentId: 'c1', content: 'Nor is this one' }),
        ],
      },
    });
    const first = await screen.findByRole('button', { name: 'Comment by Avery Shopper: Lighter?, 2 replies' });
    const second = screen.getByRole('button', { name: 'Comment by Avery Shopper: Shorter sleeves' });
    expect(second).toHaveAttribute('aria-description', 'Resolved');
    expect(first).not.toHaveAttribute('aria-description');
    expect(first).toHaveTextContent('1');
    expect(first.parentElement).toHaveTextContent(/^12$/);
    expect(second).toHaveTextContent('2');
    expect(second.parentElement).toHaveTextContent(/^2$/);
    expect(first.parentElement).toHaveStyle({ left: '25%', top: '40%' });
    expect(second.parentElement).toHaveStyle({ left: '80.5%', top: '12.25%' });
    expect(screen.queryByRole('button', { name: /A reply/ })).not.toBeInTheDocument();
  });

  it('hides the pins when asked', async () => {
    const { fetchMock } = renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [fakeComment()] } }, false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /^Comment by/ })).not.toBeInTheDocument();
  });

  it('places a draft where the picture is clicked and posts the comment there', async () => {
    const created = fakeComment({
      id: 'c9',
      x: 25,
      y: 95,
      content: 'Hem here',
      user: { id: 'me', displayName: 'Avery Shopper', avatarUrl: null },
    });
    const { fetchMock, img } = renderLayer({
      [`GET ${COMMENTS_PATH}`]: { body: [] },
      [`POST ${ADD_PATH}`]: { status: 201, body: created },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());

    // 100 px into the 400 px picture, and below its bottom edge (clamped to 95).
    fireEvent.click(img, { clientX: 140, clientY: 400 });
    const input = await screen.findByLabelText('Comment');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Hem here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));

    const pin = await screen.findByRole('button', { name: 'Comment by Avery Shopper: Hem here' });
    await waitFor(() => expect(pin).toHaveFocus());
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe(ADD_PATH);
    expect(JSON.parse(String(post[1]?.body))).toEqual({ imageUrl: IMAGE_URL, content: 'Hem here', x: 25, y: 95 });
  });

  it('posts one comment however often Add Comment and Ctrl+Enter come before the answer', async () => {
    const created = fakeComment({ id: 'c7', content: 'Shorter sleeves' });
    let answer: (value: FakeAnswer) => void = () => {};
    const { fetchMock, img } = renderLayer({
      [`GET ${COMMENTS_PATH}`]: { body: [] },
      [`POST ${ADD_PATH}`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.click(img, { clientX: 140, clientY: 200 });
    const input = await screen.findByLabelText('Comment');
    fireEvent.change(input, { target: { value: 'Shorter sleeves' } });
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: /Add Comment/ }));
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    await waitFor(() => expect(posts()).toHaveLength(1));

    answer({ status: 201, body: created });
    await waitFor(() => expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument());
    expect(posts()).toHaveLength(1);
  });

  it('does not place a pin at the end of a drag (the lightbox swipes)', async () => {
    const { img } = renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [] } });
    // jsdom's pointer events carry no coordinates; a mouse event of that type does.
    const press = (clientX: number, clientY: number) =>
      img.dispatchEvent(new MouseEvent('pointerdown', { clientX, clientY, bubbles: true }));
    press(100, 200);
    fireEvent.click(img, { clientX: 260, clientY: 200 });
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();

    press(100, 200);
    fireEvent.click(img, { clientX: 104, clientY: 203 });
    expect(await screen.findByLabelText('Comment')).toBeInTheDocument();
  });

  it('keeps the text and says so when the comment cannot be added', async () => {
    const { img } = renderLayer({
      [`GET ${COMMENTS_PATH}`]: { body: [] },
      [`POST ${ADD_PATH}`]: { status: 500, body: { message: 'Database unavailable' } },
    });
    fireEvent.click(img, { clientX: 240, clientY: 206 });
    const input = await screen.findByLabelText('Comment');
    fireEvent.change(input, { target: { value: 'Keep me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await screen.findByText('Failed to add comment. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Comment')).toHaveValue('Keep me');
  });

  it('cancels the draft and gives focus back to the viewer', async () => {
    const { img, onFocusViewer } = renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [] } });
    fireEvent.click(img, { clientX: 240, clientY: 206 });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
    expect(onFocusViewer).toHaveBeenCalled();
  });

  it('opens the card of the pin a link names, once its comments arrive', async () => {
    renderLayer(
      {
        [`GET ${COMMENTS_PATH}`]: {
          body: [
            fakeComment({ id: 'c1', x: 25, y: 40, content: 'Lighter?' }),
            fakeComment({ id: 'c2', x: 60, y: 30, content: 'Shorter sleeves' }),
          ],
        },
      },
      true,
      'c2',
    );
    const card = await screen.findByRole('dialog');
    expect(card).toHaveTextContent('Shorter sleeves');
    expect(card).not.toHaveTextContent('Lighter?');
    expect(screen.getByRole('button', { name: 'Comment by Avery Shopper: Shorter sleeves' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens a pin card and returns focus to the pin when it closes', async () => {
    renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [fakeComment({ content: 'Lighter?' })] } });
    const pin = await screen.findByRole('button', { name: 'Comment by Avery Shopper: Lighter?' });
    fireEvent.click(pin);
    const card = await screen.findByRole('dialog');
    expect(card).toHaveFocus();
    expect(pin).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close comment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(pin).toHaveFocus();
  });

  it('answers a pin in its card: the reply is listed there and counted on the pin', async () => {
    const reply = fakeComment({
      id: 'r1',
      parentCommentId: 'c1',
      content: 'Yes, 2 cm shorter.',
      user: { id: 'me', displayName: 'Avery Shopper', avatarUrl: null },
    });
    renderLayer({
      [`GET ${COMMENTS_PATH}`]: { body: [fakeComment({ content: 'Lighter?' })] },
      [`POST ${ADD_PATH}`]: { status: 201, body: reply },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Comment by Avery Shopper: Lighter?' }));
    const card = await screen.findByRole('dialog');
    fireEvent.change(within(card).getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Yes, 2 cm shorter.' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(await within(card).findByRole('listitem')).toHaveTextContent('Yes, 2 cm shorter.');
    expect(screen.getByRole('button', { name: 'Comment by Avery Shopper: Lighter?, 1 reply' })).toBeInTheDocument();
  });

  it('offers keyboard users a comment at the centre of the picture', async () => {
    renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Pin a comment to the image centre' }));
    expect(await screen.findByLabelText('Comment')).toHaveFocus();
  });

  it('hands focus back to the viewer when the image it was in goes away', async () => {
    const { unmount, onFocusViewer } = renderLayer({ [`GET ${COMMENTS_PATH}`]: { body: [fakeComment()] } });
    const pin = await screen.findByRole('button', { name: /^Comment by/ });
    act(() => pin.focus());
    unmount();
    expect(onFocusViewer).toHaveBeenCalledTimes(1);
  });
});
