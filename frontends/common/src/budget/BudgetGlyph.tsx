import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { theme } from 'antd';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { budgetLimitCents, budgetState } from './budget-limit';
import { budgetStateText, spentOfBudget } from './budget-text';

/**
 * A task card's budget state in one glyph: a check within budget, a warning sign close to it
 * (past 90 %), an exclamation mark over it; each with a tooltip and a spoken label ("Close to
 * budget: $650.00 of $700 budget"). Nothing without a budget.
 */
export function BudgetGlyph({ answer, spentCents }: { answer: unknown; spentCents: number }) {
  const { token } = theme.useToken();
  const limit = budgetLimitCents(answer);
  const state = budgetState(spentCents, limit);
  if (state === 'none' || limit === null) return null;
  const { Icon, color } =
    state === 'over'
      ? { Icon: ExclamationCircleFilled, color: token.colorError }
      : state === 'near'
        ? { Icon: WarningFilled, color: token.colorWarning }
        : { Icon: CheckCircleFilled, color: token.colorSuccess };
  const label = `${budgetStateText(state, spentCents, limit)}: ${spentOfBudget(spentCents, limit)}`;
  return (
    <DeferredTooltip title={label}>
      <span
        role="img"
        aria-label={label}
        data-budget-state={state}
        style={{ display: 'inline-flex', color, fontSize: 16, lineHeight: 1 }}
      >
        <Icon aria-hidden="true" />
      </span>
    </DeferredTooltip>
  );
}
