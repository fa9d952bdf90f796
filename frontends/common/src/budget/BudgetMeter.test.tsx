import { render, screen } from '@testing-library/react';
import { BudgetMeter } from './BudgetMeter';

const spend = (subtotal: number, serviceFee: number) => ({ subtotal, serviceFee, total: subtotal + serviceFee });

it('shows the amount against the budget, within it, with what is left', () => {
  // 366.67 + 45.83 = 412.50 of 700.
  const { container } = render(<BudgetMeter answer="300-700" spend={spend(366_67, 45_83)} showFee />);
  expect(screen.getByText('$412.50 of $700 budget')).toBeInTheDocument();
  expect(screen.getByText('Within budget')).toBeInTheDocument();
  expect(screen.getByText('· $287.50 left')).toBeInTheDocument();
  expect(screen.getByText('58%')).toBeInTheDocument();
  expect(screen.getByText('Requested: $300–$700')).toBeInTheDocument();
  const bar = screen.getByRole('progressbar', { name: 'Budget' });
  expect(bar).toHaveAttribute('aria-valuenow', '58');
  expect(bar).toHaveAttribute('aria-valuetext', '$412.50 of $700 budget: Within budget');
  expect(container.querySelector('[data-budget-state]')).toHaveAttribute('data-budget-state', 'ok');
  // The shopper reads the fee in it.
  expect(screen.getByText('Items $366.67 + service fee $45.83')).toBeInTheDocument();
});

it('warns in words past 90 %', () => {
  render(<BudgetMeter answer="700-plus" spend={spend(600_00, 40_00)} showFee={false} />);
  expect(screen.getByText('$640.00 of $700 budget')).toBeInTheDocument();
  expect(screen.getByText('Close to budget')).toBeInTheDocument();
  expect(screen.getByText('· $60.00 left')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Budget' })).toHaveAttribute(
    'aria-valuetext',
    '$640.00 of $700 budget: Close to budget',
  );
});

it('says by how much past 100 %, the bar full', () => {
  render(<BudgetMeter answer="about $400" spend={spend(400_00, 50_00)} showFee={false} />);
  expect(screen.getByText('$450.00 of $400 budget')).toBeInTheDocument();
  expect(screen.getByText('Over budget by $50.00')).toBeInTheDocument();
  expect(screen.getByText('112%')).toBeInTheDocument();
  expect(screen.queryByText(/left/)).not.toBeInTheDocument();
  expect(screen.getByText('Requested: about $400')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Budget' })).toHaveAttribute('aria-valuenow', '100');
});

it('shows the client no fee figure: her amount has the fee in it', () => {
  render(<BudgetMeter answer="300-700" spend={spend(366_67, 45_83)} showFee={false} />);
  expect(screen.getByText('$412.50 of $700 budget')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/fee|\$366\.67|\$45\.83/i);
});

it('says "No budget given" when the answer names no amount', () => {
  render(<BudgetMeter answer="flexible" spend={spend(100_00, 12_50)} showFee={false} />);
  expect(screen.getByText('No budget given')).toBeInTheDocument();
  expect(screen.getByText('The request says “flexible”. You would pay $112.50.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(document.body).not.toHaveTextContent(/fee/i);
});

it('says "No budget given" without an answer', () => {
  render(<BudgetMeter answer={undefined} spend={spend(0, 0)} showFee />);
  expect(screen.getByText('No budget given')).toBeInTheDocument();
  expect(screen.getByText('The items come to $0.00.')).toBeInTheDocument();
});
