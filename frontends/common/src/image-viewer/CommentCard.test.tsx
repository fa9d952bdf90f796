import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commentKeys } from '../api/query-keys';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { CommentCard } from './CommentCard';
import { COMMENTS_PATH, fakeComment, IMAGE_URL, TASK_ID } from './test-comments';
import { type ImageComment, threadsOf, useImageComments } from './use-image-comments';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');

/** The card of the first cached pin with its replies, as the pin layer shows it: it follows the cache. */
function CardOfFirstPin({ onClose, onDeleted }: { onClose: () => void; onDeleted: () => void }) {
  const thread = threadsOf(useImageComments(TASK_ID, IMAGE_URL).data)[0];
  return thread ? (
    <CommentCard taskId={TASK_ID} imageUrl={IMAGE_URL} thread={thread} onClose={onClose} onDeleted={onDeleted} />
  ) : null;
}

function renderCard(
  comment: ImageComment,
  answers: Parameters<typeof mockFetch>[0] = {},
  replies: ImageComment[] = [],
) {
  const fetchMock = mockFetch({ [`GET ${COMMENTS_PATH}`]: { body: [comment, ...replies] }, ...answers });
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  const utils = renderScreen(<CardOfFirstPin onClose={onClose} onDeleted={onDeleted} />, { me });
  const cached = () => utils.queryClient.getQueryData<ImageComment[]>(commentKeys.ofImage(TASK_ID, IMAGE_URL));
  /** The JSON body of the call made with this method and path. */
  const bodyOf = (method: string, path: string) => {
    const call = fetchMock.mock.calls.find(([url, init]) => init?.method === method && String(url) === path);
    return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
  };
  const calledWith = (method: string) => fetchMock.mock.calls.some(([, init]) => init?.method === method);
  return { ...utils, onClose, onDeleted, cached, bodyOf, calledWith };
}

describe('CommentCard', () => {
  it('shows the author, a relative time, the text verbatim and no Delete for someone else', async () => {
    renderCard(fakeComment({ content: '<b>not bold</b>\nsecond line' }));
    expect(await screen.findByText('Avery Shopper')).toBeInTheDocument();
    expect(screen.getByText('AS')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByText('Resolved')).not.toBeInTheDocument();
  });

  it('shows the Resolved badge and no Resolve button once resolved', async () => {
    renderCard(fakeComment({ status: 'RESOLVED', resolvedAt: new Date().toISOString() }));
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('resolves an ACTIVE comment and takes the answer into the cache', async () => {
    const resolved = fakeComment({ status: 'RESOLVED', resolvedAt: new Date().toISOString() });
    const { cached, bodyOf } = renderCard(fakeComment(), { 'PUT /api/comments/c1': { body: resolved } });
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Resolved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(cached()?.[0]?.status).toBe('RESOLVED');
    expect(bodyOf('PUT', '/api/comments/c1')).toEqual({ status: 'RESOLVED' });
  });

  it('lets the author delete after "Delete this comment?"', async () => {
    const { onDeleted, cached, calledWith } = renderCard(
      fakeComment({ user: { id: 'me', displayName: 'Casey Client', avatarUrl: null } }),
      { 'DELETE /api/comments/c1': { status: 200 } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Delete this comment?')).toBeInTheDocument();
    expect(calledWith('DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(cached()).toEqual([]);
  });

  it('keeps the comment when the confirmation is cancelled', async () => {
    const { calledWith } = renderCard(
      fakeComment({ user: { id: 'me', displayName: 'Casey Client', avatarUrl: null } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Delete this comment?')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(calledWith('DELETE')).toBe(false);
  });

  it('likes, then takes the like back, with the toasts of the spec', async () => {
    const liked = fakeComment({ myReaction: 'LIKE', reactions: { LIKE: 1, APPROVE: 0, REQUEST_CHANGE: 0 } });
    const { cached, bodyOf } = renderCard(fakeComment(), {
      'POST /api/comments/c1/reactions': { body: liked },
      'DELETE /api/comments/c1/reactions': { status: 200 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Comment liked!')).toBeInTheDocument();
    expect(screen.getByText('You liked this comment')).toBeInTheDocument();
    expect(bodyOf('POST', '/api/comments/c1/reactions')).toEqual({ reactionType: 'LIKE' });
    expect(cached()?.[0]?.myReaction).toBe('LIKE');

    fireEvent.click(await screen.findByRole('button', { name: 'Liked, 1 like' }));
    expect(await screen.findByText('Reaction removed')).toBeInTheDocument();
    expect(cached()?.[0]).toMatchObject({ myReaction: null, reactions: { LIKE: 0 } });
  });

  it('says "Failed to like comment" when the like fails', async () => {
    renderCard(fakeComment(), { 'POST /api/comments/c1/reactions': { status: 500, body: { message: 'boom' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Failed to like comment')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  describe('replies', () => {
    const casey = { id: 'me', displayName: 'Casey Client', avatarUrl: null };
    const avery = { id: 'someone-else', displayName: 'Avery Shopper', avatarUrl: null };
    const replies = [
      fakeComment({ id: 'r1', parentCommentId: 'c1', user: avery, content: 'I can ask the tailor.' }),
      fakeComment({
        id: 'r2',
        parentCommentId: 'c1',
        user: casey,
        content: 'Please do!',
        createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      }),
    ];

    it('lists them in order with author, initials, time and text; Delete only on her own', async () => {
      renderCard(fakeComment(), {}, replies);
      const log = await screen.findByRole('log', { name: 'Replies' });
      const items = within(log).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent(/^ASAvery Shopper5 minutes agoI can ask the tailor\.$/);
      expect(items[1]).toHaveTextContent(/^CCCasey Clientabout 2 hours agoDelete/);
      expect(within(items[0]!).queryByRole('button', { name: 'Delete reply' })).not.toBeInTheDocument();
      expect(within(items[1]!).getByRole('button', { name: 'Delete reply' })).toBeInTheDocument();
      expect(screen.getByText('2 replies')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();
    });

    it("takes Tab from the pin's controls through her reply's Delete to the reply box", async () => {
      const user = userEvent.setup({ delay: null });
      renderCard(fakeComment(), {}, replies);
      const card = await screen.findByRole('dialog');
      await waitFor(() => expect(card).toHaveFocus());
      const order = [
        screen.getByRole('button', { name: 'Close comment' }),
        screen.getByRole('button', { name: 'Like, 0 likes' }),
        screen.getByRole('button', { name: 'Resolve' }),
        screen.getByRole('button', { name: 'Delete reply' }),
        screen.getByRole('textbox', { name: 'Your reply' }),
      ];
      for (const control of order) {
        await user.tab();
        expect(control).toHaveFocus();
      }
    });

    it('shows a reply that arrives while the card is open, in its live log', async () => {
      const { queryClient } = renderCard(fakeComment());
      const log = await screen.findByRole('log', { name: 'Replies' });
      expect(log).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByText('No replies yet')).toBeInTheDocument();
      act(() => queryClient.setQueryData(commentKeys.ofImage(TASK_ID, IMAGE_URL), [fakeComment(), replies[0]]));
      expect(await within(log).findByRole('listitem')).toHaveTextContent('I can ask the tailor.');
      expect(screen.getByText('1 reply')).toBeInTheDocument();
    });

    it('deletes a pin with its replies, saying they go too', async () => {
      const { cached, onDeleted } = renderCard(
        fakeComment({ user: casey }),
        { 'DELETE /api/comments/c1': { status: 204 } },
        replies,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
      const confirmation = screen.getByRole('group', { name: 'Delete this comment?' });
      expect(confirmation).toHaveAccessibleDescription('Its 2 replies will be deleted too.');
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes, delete' }));
      await waitFor(() => expect(onDeleted).toHaveBeenCalled());
      expect(cached()).toEqual([]);
    });

    it('lets the author delete her reply after "Delete this comment?", and keeps the focus in the card', async () => {
      const { cached, onDeleted } = renderCard(fakeComment(), { 'DELETE /api/comments/r2': { status: 204 } }, replies);
      fireEvent.click(await screen.findByRole('button', { name: 'Delete reply' }));
      const confirmation = screen.getByRole('group', { name: 'Delete this comment?' });
      expect(confirmation).not.toHaveAccessibleDescription();
      fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes, delete' }));
      await waitFor(() => expect(screen.queryByText('Please do!')).not.toBeInTheDocument());
      expect(cached()?.map((comment) => comment.id)).toEqual(['c1', 'r1']);
      expect(screen.getByRole('dialog')).toHaveFocus();
      expect(onDeleted).not.toHaveBeenCalled();
    });
  });

  it('closes with Escape and with the close button', async () => {
    const { onClose } = renderCard(fakeComment());
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close comment' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
