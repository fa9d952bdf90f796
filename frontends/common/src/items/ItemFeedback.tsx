import DislikeFilled from '@ant-design/icons/DislikeFilled';
import DislikeOutlined from '@ant-design/icons/DislikeOutlined';
import LikeFilled from '@ant-design/icons/LikeFilled';
import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { Button, Flex, Typography } from 'antd';
import { useId } from 'react';
import type { Schemas } from '../api/typed';
import { useToast } from '../toast/useToast';
import { useItemFeedback } from './api/use-item-feedback';
import { failureText } from '../api/failure-text';
import { type FeedbackClick, feedbackErrorTitle, feedbackRequest } from './feedback-toggle';

type Item = Schemas['ItemReadDto'];

/** What the shopper sees: the client's reactions, read-only. */
function FeedbackCounts({ likes, dislikes }: { likes: number; dislikes: number }) {
  return (
    <Flex gap={12} wrap>
      <Typography.Text type="secondary">
        <LikeOutlined aria-hidden="true" /> Client Likes: {likes}
      </Typography.Text>
      <Typography.Text type="secondary">
        <DislikeOutlined aria-hidden="true" /> Client Dislikes: {dislikes}
      </Typography.Text>
    </Flex>
  );
}

/** Like and Dislike toggles for the client; read-only counts for everyone else. */
export function ItemFeedback({ taskId, item, canReact }: { taskId: string; item: Item; canReact: boolean }) {
  const countId = useId();
  const { toast } = useToast();
  const feedback = useItemFeedback(taskId);
  const { likes, dislikes, userFeedback } = item.feedback;

  if (!canReact) return <FeedbackCounts likes={likes} dislikes={dislikes} />;

  const react = (click: FeedbackClick) => {
    // One call at a time: a second tap would be judged against a state the server has not confirmed.
    if (feedback.isPending) return;
    const request = feedbackRequest(userFeedback, click);
    feedback.mutate(
      { itemId: item.id, request },
      {
        onError: (error) =>
          toast({ title: feedbackErrorTitle(request), description: failureText(error), variant: 'destructive' }),
      },
    );
  };

  const liked = userFeedback === true;
  const disliked = userFeedback === false;
  return (
    <Flex gap={8} wrap>
      <Button
        aria-label="Like"
        aria-pressed={liked}
        aria-describedby={`${countId}-likes`}
        type={liked ? 'primary' : 'default'}
        icon={liked ? <LikeFilled aria-hidden="true" /> : <LikeOutlined aria-hidden="true" />}
        onClick={() => react('like')}
      >
        <span id={`${countId}-likes`}>{likes}</span>
      </Button>
      <Button
        aria-label="Dislike"
        aria-pressed={disliked}
        aria-describedby={`${countId}-dislikes`}
        type={disliked ? 'primary' : 'default'}
        icon={disliked ? <DislikeFilled aria-hidden="true" /> : <DislikeOutlined aria-hidden="true" />}
        onClick={() => react('dislike')}
      >
        <span id={`${countId}-dislikes`}>{dislikes}</span>
      </Button>
    </Flex>
  );
}
