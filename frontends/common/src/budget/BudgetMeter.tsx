import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import WarningFilled from '@ant-design/icons/WarningFilled';
import { Flex, Progress, theme, Typography } from 'antd';
import { optionLabel } from '../format';
import { type BudgetSpend, type BudgetState, budgetLimitCents, budgetState } from './budget-limit';
import { budgetStateText, money, spentOfBudget } from './budget-text';

export interface BudgetMeterProps {
  /** The request's budget answer as stored (a bucket code, the client's words, anything). */
  answer: unknown;
  /** What the items add up to (budgetSpend). */
  spend: BudgetSpend;
  /**
   * The shopper: the amount is the subtotal plus the service fee and she reads both. The client
   * reads only the amount she would pay, the fee inside it (docs/product-rules.md,
   * "Roles and permissions").
   */
  showFee: boolean;
}

/** The colour of each state and the icon beside its words. */
function useStateLook(state: BudgetState) {
  const { token } = theme.useToken();
  switch (state) {
    case 'over':
      return { color: token.colorError, Icon: ExclamationCircleFilled };
    case 'near':
      return { color: token.colorWarning, Icon: WarningFilled };
    default:
      return { color: token.colorSuccess, Icon: CheckCircleFilled };
  }
}

/** The request's answer in words: "$300–$700", or the client's own text. */
function requested(answer: unknown): string | null {
  if (typeof answer === 'number') return String(answer);
  if (typeof answer !== 'string' || !answer.trim()) return null;
  return optionLabel(answer);
}

/**
 * The request's budget beside what the items add up to: "$412.50 of $700 budget" over a bar
 * that turns to a warning past 90 % ("Close to budget") and to an error past 100 % ("Over
 * budget by $12.50"), each with its icon and words. "No budget given" when the answer names no
 * amount. The bar is a progressbar named "Budget" whose value text is the sentence shown.
 */
export function BudgetMeter({ answer, spend, showFee }: BudgetMeterProps) {
  const { token } = theme.useToken();
  const limit = budgetLimitCents(answer);
  const state = budgetState(spend.total, limit);
  const look = useStateLook(state);
  const asked = requested(answer);
  const breakdown = showFee && (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      Items {money(spend.subtotal)} + service fee {money(spend.serviceFee)}
    </Typography.Text>
  );

  if (limit === null) {
    return (
      <Flex vertical gap={4} data-budget-state="none">
        <Typography.Text strong>No budget given</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {asked ? `The request says “${asked}”. ` : ''}
          {showFee ? 'The items come to' : 'You would pay'} {money(spend.total)}.
        </Typography.Text>
        {breakdown}
      </Flex>
    );
  }

  const sentence = spentOfBudget(spend.total, limit);
  const stateText = budgetStateText(state, spend.total, limit);
  const percent = Math.floor((spend.total * 100) / limit);
  const left = limit - spend.total;
  const { Icon } = look;
  return (
    <Flex vertical gap={6} data-budget-state={state}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {sentence}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {percent}%
        </Typography.Text>
      </Flex>
      <Progress
        percent={Math.min(100, percent)}
        showInfo={false}
        strokeColor={state === 'ok' ? token.colorPrimary : look.color}
        aria-label="Budget"
        aria-valuetext={`${sentence}: ${stateText}`}
        style={{ margin: 0 }}
      />
      <Flex align="center" gap={6} wrap>
        <Icon aria-hidden="true" style={{ color: look.color, fontSize: 16 }} />
        <Typography.Text strong={state !== 'ok'}>{stateText}</Typography.Text>
        {state !== 'over' && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            · {money(left)} left
          </Typography.Text>
        )}
      </Flex>
      {breakdown}
      {asked && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          Requested: {asked}
        </Typography.Text>
      )}
    </Flex>
  );
}
