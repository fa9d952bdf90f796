import { Grid, Steps, Typography } from 'antd';
import type { Ref } from 'react';
import { stepHeading, WIZARD_STEPS } from './wizard-values';

/**
 * Where the user is: the steps bar from tablet width up, and always the step's heading
 * ("Step 2 of 5 · Who it's for"), which takes the focus when the step changes.
 */
export function StepHeader({ step, headingRef }: { step: number; headingRef: Ref<HTMLHeadingElement> }) {
  const { md } = Grid.useBreakpoint();
  return (
    <>
      {md && (
        <Steps
          size="small"
          current={step}
          items={WIZARD_STEPS.map((title) => ({ title }))}
          style={{ marginBottom: 20 }}
          aria-hidden="true"
        />
      )}
      <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 20, marginTop: 0 }}>
        {stepHeading(step)}
      </Typography.Title>
    </>
  );
}
