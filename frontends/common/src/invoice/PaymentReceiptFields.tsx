import { PAYMENT_METHOD_LABELS, RECORDED_PAYMENT_METHODS } from '@atelier/billing';
import { Flex, Form, Input, Select } from 'antd';
import { todayAsDay } from '../format';
import { MAX_PAYMENT_REFERENCE, PAYMENT_FORM_MESSAGES as MESSAGES, paidOnProblem } from './payment-form';

const rejectWith = (problem: string | null) => (problem ? Promise.reject(new Error(problem)) : Promise.resolve());
const METHOD_OPTIONS = RECORDED_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/**
 * How and when money reached the shopper, as form items inside an antd `Form` whose values
 * have `method`, `paidOn` and `reference`: Record Payment's and a deposit's Record as Paid.
 */
export function PaymentReceiptFields() {
  return (
    <>
      <Form.Item name="method" label="Method" rules={[{ required: true, message: MESSAGES.methodRequired }]}>
        {/* Typing a method's first letters picks it, from the keyboard as with a pointer. */}
        <Select options={METHOD_OPTIONS} placeholder="How was it paid?" showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <DayAndReferenceFields dayName="paidOn" dayLabel="Received on" referencePlaceholder="e.g. Check 1042" />
    </>
  );
}

/**
 * The day money moved (not after today) and an optional reference, side by side: a payment's
 * "Received on", a refund's "Given back on".
 */
export function DayAndReferenceFields({
  dayName,
  dayLabel,
  referencePlaceholder,
}: {
  dayName: string;
  dayLabel: string;
  referencePlaceholder: string;
}) {
  return (
    <Flex gap={12} wrap>
      <Form.Item
        name={dayName}
        label={dayLabel}
        required
        rules={[{ validator: (_rule, value: string) => rejectWith(paidOnProblem(value)) }]}
        style={{ flex: '1 1 140px' }}
      >
        <Input type="date" max={todayAsDay()} />
      </Form.Item>
      <Form.Item name="reference" label="Reference (optional)" style={{ flex: '1 1 160px' }}>
        <Input maxLength={MAX_PAYMENT_REFERENCE} placeholder={referencePlaceholder} autoComplete="off" />
      </Form.Item>
    </Flex>
  );
}
