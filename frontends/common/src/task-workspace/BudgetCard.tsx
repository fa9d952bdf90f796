import { Card } from 'antd';
import { parseTypedAmount } from '@atelier/billing';
import { BudgetMeter, type BudgetSpend, budgetSpend } from '../budget';
import type { TaskDetail } from './use-task';
import { useTaskPricing } from './use-task-pricing';

type TaskPricing = NonNullable<ReturnType<typeof useTaskPricing>['data']>;

/** The server's price of the task, in the meter's cents; null while it is not there. */
function spendOfPricing(pricing: TaskPricing | undefined): BudgetSpend | null {
  const subtotal = parseTypedAmount(pricing?.subtotal);
  const total = parseTypedAmount(pricing?.total);
  if (subtotal === null || total === null) return null;
  return { subtotal, serviceFee: total - subtotal, total };
}

/**
 * The request's budget against what the task's items add up to, for both roles: the shopper
 * reads the subtotal plus the service fee, the client the amount she would pay (the fee inside).
 * The amount is the task's price as the server computes it (GET /pricing, shared with the
 * Pricing card): invoiced units at what their lines billed, net of returns, to the cent. Until
 * it arrives, the same figure estimated from the items keeps the card from jumping.
 */
export function BudgetCard({ detail, showFee }: { detail: TaskDetail; showFee: boolean }) {
  const pricing = useTaskPricing(detail.task.id, true);
  // The client's items already carry the fee in their prices: no fee to add on her side.
  const spend =
    spendOfPricing(pricing.data) ?? budgetSpend(detail.items, showFee ? detail.task.effectiveFeePct : '0.00');
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Budget</h2>}>
      <BudgetMeter answer={detail.task.answers?.budget} spend={spend} showFee={showFee} />
    </Card>
  );
}
