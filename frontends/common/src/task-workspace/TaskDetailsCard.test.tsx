import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAccount, renderScreen } from '../test-utils';
import { fakeTaskDetail } from './task-detail.fixture';
import { TaskDetailsCard } from './TaskDetailsCard';

it('shows the answers and the recipient’s preferences by their labels, never the stored codes', () => {
  const detail = fakeTaskDetail({
    task: { answers: { style: 'smart-casual', budget: '700-plus', colors: ['Navy'] } },
  });
  detail.category.formSchema = {
    fields: [
      { key: 'style', label: 'Style preference', type: 'string', required: true, options: ['smart-casual'] },
      { key: 'budget', label: 'Budget', type: 'string', required: true, options: ['under-50', '700-plus'] },
      { key: 'colors', label: 'Colors', type: 'string[]', required: false, options: ['Navy'] },
    ],
  };
  detail.recipient!.profile = {
    topsSize: 'L',
    sizing: { stylePreference: 'modern-minimal', preferredColors: 'earth-tones' },
  };
  renderScreen(<TaskDetailsCard detail={detail} onOpenImage={() => {}} />, {
    me: fakeAccount('SHOPPER', 'Avery Stylist'),
  });

  expect(screen.getByText('Smart Casual')).toBeInTheDocument();
  expect(screen.getByText('$700+')).toBeInTheDocument();
  expect(screen.getByText('Style: Modern Minimal')).toBeInTheDocument();
  expect(screen.getByText('Colors: Earth Tones')).toBeInTheDocument();
  for (const code of ['smart-casual', '700-plus', 'modern-minimal', 'earth-tones']) {
    expect(screen.queryByText(code, { exact: false })).not.toBeInTheDocument();
  }
});

it("shows the task ID's first 8 characters and copies the whole ID", async () => {
  const user = userEvent.setup();
  // user-event's setup() replaces navigator.clipboard with its own, so the spy goes in after it.
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const detail = fakeTaskDetail();
  renderScreen(<TaskDetailsCard detail={detail} onOpenImage={() => {}} />, {
    me: fakeAccount('CLIENT', 'Casey Client'),
  });

  expect(await screen.findByText(detail.task.id.slice(0, 8))).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy ID' }));
  expect(writeText).toHaveBeenCalledWith(detail.task.id);
  expect(await screen.findByText('Task ID copied to clipboard.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
});
