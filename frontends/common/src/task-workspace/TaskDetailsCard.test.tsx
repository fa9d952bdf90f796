import { render, screen } from '@testing-library/react';
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
  render(<TaskDetailsCard detail={detail} onOpenImage={() => {}} />);

  expect(screen.getByText('Smart Casual')).toBeInTheDocument();
  expect(screen.getByText('$700+')).toBeInTheDocument();
  expect(screen.getByText('Style: Modern Minimal')).toBeInTheDocument();
  expect(screen.getByText('Colors: Earth Tones')).toBeInTheDocument();
  for (const code of ['smart-casual', '700-plus', 'modern-minimal', 'earth-tones']) {
    expect(screen.queryByText(code, { exact: false })).not.toBeInTheDocument();
  }
});
