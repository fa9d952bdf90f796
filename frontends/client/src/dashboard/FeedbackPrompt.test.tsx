import { configure, screen } from '@testing-library/react';
import { fakeAccount, renderScreen } from '../../../common/src/test-utils';
import { clientDashboard } from './client-dashboard.fixture';
import { FeedbackPrompt } from './FeedbackPrompt';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');

it('counts the items waiting for her feedback and links to the first task that has some', () => {
  const dashboard = clientDashboard({
    itemsAwaitingFeedback: 3,
    firstFeedbackTask: { taskId: 't-7', taskTitle: 'Living room lamps' },
  });
  renderScreen(<FeedbackPrompt dashboard={dashboard} />, { me });
  expect(screen.getByText('3 items waiting for your feedback')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Review items in Living room lamps' })).toHaveAttribute('href', '/tasks/t-7');
});

it('says "1 item" for one, and shows nothing when nothing waits', () => {
  const one = clientDashboard({ itemsAwaitingFeedback: 1, firstFeedbackTask: { taskId: 't-1', taskTitle: 'Shoes' } });
  const { unmount } = renderScreen(<FeedbackPrompt dashboard={one} />, { me });
  expect(screen.getByText('1 item waiting for your feedback')).toBeInTheDocument();
  unmount();
  renderScreen(<FeedbackPrompt dashboard={clientDashboard()} />, { me });
  expect(screen.queryByText(/waiting for your feedback/)).not.toBeInTheDocument();
});
