import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { commentKeys } from '../api/query-keys';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { ReplyForm } from './ReplyForm';
import { fakeComment, IMAGE_URL, TASK_ID } from './test-comments';
import type { ImageComment } from './use-image-comments';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const ADD_PATH = `/api/tasks/${TASK_ID}/images/comments`;
const pin = fakeComment({ id: 'c1', x: 25, y: 40 });
const reply = fakeComment({
  id: 'r1',
  parentCommentId: 'c1',
  x: 25,
  y: 40,
  content: 'Yes, 2 cm shorter.',
  user: { id: 'me', displayName: 'Avery Shopper', avatarUrl: null },
});

function renderForm(answers: Parameters<typeof mockFetch>[0], cachedComments: ImageComment[] = [pin]) {
  const fetchMock = mockFetch(answers);
  const utils = renderScreen(<ReplyForm taskId={TASK_ID} imageUrl={IMAGE_URL} pin={pin} />, {
    me: fakeAccount('SHOPPER', 'Avery Shopper'),
  });
  utils.queryClient.setQueryData(commentKeys.ofImage(TASK_ID, IMAGE_URL), cachedComments);
  const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
  const cached = () => utils.queryClient.getQueryData<ImageComment[]>(commentKeys.ofImage(TASK_ID, IMAGE_URL));
  return {
    ...utils,
    posts,
    cached,
    input: screen.getByRole('textbox', { name: 'Your reply' }),
    // While saving, antd's spinner icon adds "loading" to the name.
    submit: screen.getByRole('button', { name: /Reply/ }),
  };
}

describe('ReplyForm', () => {
  it('sends the trimmed reply on the pin, then empties the box and gives it the focus', async () => {
    const { input, submit, posts, cached } = renderForm({ [`POST ${ADD_PATH}`]: { status: 201, body: reply } });
    expect(screen.getByRole('form', { name: 'Reply to Avery Shopper' })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '  Yes, 2 cm shorter.  ' } });
    // A tap focuses the button, which turns disabled once the box is empty.
    act(() => submit.focus());
    fireEvent.click(submit);
    await waitFor(() => expect(input).toHaveValue(''));
    expect(JSON.parse(String(posts()[0]![1]!.body))).toEqual({
      imageUrl: IMAGE_URL,
      content: 'Yes, 2 cm shorter.',
      x: 25,
      y: 40,
      parentCommentId: 'c1',
    });
    expect(cached()?.map((comment) => comment.id)).toEqual(['c1', 'r1']);
    expect(input).toHaveFocus();
    expect(screen.queryByText('Comment cannot be empty')).not.toBeInTheDocument();
  });

  it('keeps "Reply" disabled and says why, in the words of the spec', () => {
    const { input, submit } = renderForm({});
    expect(submit).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: '  ' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Comment cannot be empty');
    expect(submit).toBeDisabled();

    fireEvent.change(input, { target: { value: 'é'.repeat(501) } });
    expect(screen.getByRole('alert')).toHaveTextContent('Comment too long (max 500 characters)');
    expect(input).toHaveAccessibleDescription(/Comment too long \(max 500 characters\) 501\/500/);
    expect(submit).toBeDisabled();

    fireEvent.change(input, { target: { value: 'é'.repeat(500) } });
    expect(submit).toBeEnabled();
  });

  it('posts once however often it is tapped or Ctrl+Entered while the first is on its way', async () => {
    let answer: (value: { status: number; body: ImageComment }) => void = () => {};
    const { input, submit, posts, cached } = renderForm({
      [`POST ${ADD_PATH}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    fireEvent.change(input, { target: { value: 'Yes, 2 cm shorter.' } });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    fireEvent.click(submit);
    await waitFor(() => expect(posts()).toHaveLength(1));
    answer({ status: 201, body: reply });
    await waitFor(() => expect(input).toHaveValue(''));
    expect(posts()).toHaveLength(1);
    expect(cached()?.filter((comment) => comment.id === 'r1')).toHaveLength(1);
  });

  it('sends with Ctrl+Enter or Cmd+Enter, while Enter alone is a new line', async () => {
    const { input, posts } = renderForm({ [`POST ${ADD_PATH}`]: { status: 201, body: reply } });
    fireEvent.change(input, { target: { value: 'Yes' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(posts()).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter', metaKey: true });
    await waitFor(() => expect(posts()).toHaveLength(1));
  });

  it('lists the reply once when its live event has already brought it', async () => {
    const { input, submit, cached } = renderForm({ [`POST ${ADD_PATH}`]: { status: 201, body: reply } }, [pin, reply]);
    fireEvent.change(input, { target: { value: 'Yes, 2 cm shorter.' } });
    fireEvent.click(submit);
    await waitFor(() => expect(input).toHaveValue(''));
    expect(cached()?.map((comment) => comment.id)).toEqual(['c1', 'r1']);
  });

  it('keeps the text and says so when the reply fails', async () => {
    const { input, submit } = renderForm({ [`POST ${ADD_PATH}`]: { status: 500, body: { message: 'boom' } } });
    fireEvent.change(input, { target: { value: 'Yes' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Failed to add comment. Please try again.')).toBeInTheDocument();
    expect(input).toHaveValue('Yes');
  });
});
