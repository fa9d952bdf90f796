import { type RegisterClientBody, useDocumentTitle, useSession, useToast } from '@atelier/common';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, Progress, Row, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from './shared/errors';
import { clearRegistrationDraft, peekRegistrationDraft } from './shared/registration-draft';
import { ShopperSelect, useShoppers } from './shared/shoppers';

import { DEFAULT_COUNTRY, isBlank, isEmail, MESSAGES, PASSWORD_MIN } from './shared/validation';
import { VisuallyHidden } from './shared/VisuallyHidden';

type Method = 'shopper' | 'invite';

interface Values {
  shopperId?: string;
  inviteCode?: string;
  displayName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  billingAddress?: string;
  billingAddress2?: string;
  billingCity?: string;
  billingState?: string;
  billingZip?: string;
  sameAsBilling?: boolean;
  shippingAddress?: string;
  shippingAddress2?: string;
  shippingCity?: string;
  shippingState?: string;
  shippingZip?: string;
}
type Field = keyof Values;

const STEPS = [
  { title: 'Choose your shopper', hint: 'Pick a personal shopper, or enter the invitation code you received.' },
  { title: 'Account information', hint: 'What you will sign in with.' },
  { title: 'Personal information', hint: 'So your shopper knows who they are shopping for.' },
  { title: 'Address information', hint: 'Where invoices and purchases go.' },
];
const TOTAL = STEPS.length;

const ACCOUNT_FIELDS: Field[] = ['displayName', 'email', 'password', 'confirmPassword'];
const PERSONAL_FIELDS: Field[] = ['firstName', 'lastName', 'phone'];
const BILLING_FIELDS: Field[] = ['billingAddress', 'billingCity', 'billingState', 'billingZip'];
const SHIPPING_FIELDS: Field[] = ['shippingAddress', 'shippingCity', 'shippingState', 'shippingZip'];

/** A step's problem: the spec's message and the fields to mark. */
interface StepError {
  message: string;
  fields: Field[];
}

const blankOf = (values: Values, fields: Field[]) => fields.filter((field) => isBlank(values[field] as string));

/** The checks of spec section 5 ("Wizard"), one step at a time; null when the step may be left. */
export function checkStep(step: number, method: Method, values: Values): StepError | null {
  if (step === 0) {
    if (method === 'invite' && isBlank(values.inviteCode))
      return { message: MESSAGES.enterInvitationCode, fields: ['inviteCode'] };
    if (method === 'shopper' && !values.shopperId) return { message: MESSAGES.selectShopper, fields: ['shopperId'] };
    return null;
  }
  if (step === 1) {
    const blank = blankOf(values, ACCOUNT_FIELDS);
    if (blank.length) return { message: 'Please fill in all account information fields.', fields: blank };
    if (!isEmail(values.email)) return { message: MESSAGES.invalidEmail, fields: ['email'] };
    if ((values.password ?? '').length < PASSWORD_MIN)
      return { message: MESSAGES.passwordTooShort, fields: ['password'] };
    if (values.password !== values.confirmPassword)
      return { message: MESSAGES.passwordMismatch, fields: ['confirmPassword'] };
    return null;
  }
  if (step === 2) {
    const blank = blankOf(values, PERSONAL_FIELDS);
    return blank.length ? { message: 'Please fill in all personal information fields.', fields: blank } : null;
  }
  const billing = blankOf(values, BILLING_FIELDS);
  if (billing.length) return { message: 'Please fill in all required billing address fields.', fields: billing };
  if (values.sameAsBilling === false) {
    const shipping = blankOf(values, SHIPPING_FIELDS);
    if (shipping.length) return { message: 'Please fill in all required shipping address fields.', fields: shipping };
  }
  return null;
}

const text = (value: string | undefined) => (value ?? '').trim();
const optional = (value: string | undefined) => text(value) || undefined;

/** The registration payload of spec section 3, shipping copied from billing when the same. */
export function registrationBody(method: Method, values: Values): RegisterClientBody {
  const same = values.sameAsBilling !== false;
  const pick = (shipping: string | undefined, billing: string | undefined) => (same ? billing : shipping);
  return {
    email: text(values.email),
    password: values.password ?? '',
    displayName: text(values.displayName),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    phone: text(values.phone),
    billingAddress: text(values.billingAddress),
    billingAddress2: optional(values.billingAddress2),
    billingCity: text(values.billingCity),
    billingState: text(values.billingState),
    billingZip: text(values.billingZip),
    billingCountry: DEFAULT_COUNTRY,
    shippingAddress: text(pick(values.shippingAddress, values.billingAddress)),
    shippingAddress2: optional(pick(values.shippingAddress2, values.billingAddress2)),
    shippingCity: text(pick(values.shippingCity, values.billingCity)),
    shippingState: text(pick(values.shippingState, values.billingState)),
    shippingZip: text(pick(values.shippingZip, values.billingZip)),
    shippingCountry: DEFAULT_COUNTRY,
    ...(method === 'invite' ? { inviteCode: text(values.inviteCode).toUpperCase() } : { shopperId: values.shopperId }),
  };
}

/** Where the wizard starts: `?inviteCode=` skips the method step; account fields from /auth skip one more. */
function initialState(inviteCode: string) {
  const draft = peekRegistrationDraft();
  const values: Values = { sameAsBilling: true };
  if (!inviteCode) return { method: 'shopper' as Method, step: 0, values, fromSignUp: false };
  values.inviteCode = inviteCode.toUpperCase();
  if (draft) {
    Object.assign(values, {
      email: draft.email,
      displayName: draft.displayName,
      password: draft.password,
      confirmPassword: draft.password,
    });
  }
  const accountDone = draft !== null && checkStep(1, 'invite', values) === null;
  return { method: 'invite' as Method, step: accountDone ? 2 : 1, values, fromSignUp: accountDone };
}

/**
 * The 4-step registration wizard at /registration (spec sections 2, 3 and 5): method, account,
 * personal information, addresses. Moves forward only when the step is complete, back freely.
 */
export default function Registration() {
  const [params] = useSearchParams();
  const [initial] = useState(() => initialState(params.get('inviteCode')?.trim() ?? ''));
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(initial.step);
  const [method, setMethod] = useState<Method>(initial.method);
  const [error, setError] = useState<StepError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { status, registerClient } = useSession();
  const { shoppers, loading } = useShoppers();
  const { toast } = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  useDocumentTitle('Create your account');

  // The account fields handed over by /auth are used once.
  useEffect(() => clearRegistrationDraft(), []);

  // A new step moves the focus to its heading, which reads "Step N of 4: ...".
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (status === 'authenticated' && !submitting) return <Navigate to="/" replace />;

  const invalid = (field: Field) => (error?.fields.includes(field) ? ('error' as const) : undefined);

  const proceed = async () => {
    const values = form.getFieldsValue(true) as Values;
    const problem = checkStep(step, method, values);
    setError(problem);
    if (problem) {
      form.focusField(problem.fields[0]!);
      return;
    }
    if (step < TOTAL - 1) {
      setStep(step + 1);
      return;
    }
    setSubmitting(true);
    const body = registrationBody(method, values);
    try {
      await registerClient(body);
      toast({
        title: `Welcome to Atelier, ${body.displayName}!`,
        description: 'Your account is ready.',
        variant: 'success',
      });
      navigate('/', { replace: true });
    } catch (failure) {
      toast({
        title: 'Registration Failed',
        description: messageOf(failure, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  const previous = () => {
    setError(null);
    setStep(step - 1);
  };

  const switchMethod = (next: Method) => {
    // Switching the method clears the other method's value (spec section 4).
    form.setFieldValue(next === 'invite' ? 'shopperId' : 'inviteCode', undefined);
    setMethod(next);
    setError(null);
  };

  return (
    <Card style={{ maxWidth: 680, margin: '0 auto' }} styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
        Create your client account
      </Typography.Title>
      <Flex justify="space-between" align="baseline" gap={12}>
        <Typography.Text strong data-testid="wizard-step">
          Step {step + 1} of {TOTAL}
        </Typography.Text>
        <Typography.Text type="secondary">{STEPS[step]!.title}</Typography.Text>
      </Flex>
      <Progress
        percent={((step + 1) / TOTAL) * 100}
        showInfo={false}
        status="normal"
        size="small"
        aria-hidden="true"
        style={{ margin: '4px 0 20px' }}
      />
      {initial.fromSignUp && step === 2 && (
        <Typography.Paragraph strong>
          Almost there: add your contact details and address to finish creating your account.
        </Typography.Paragraph>
      )}
      <Typography.Title
        level={2}
        ref={headingRef}
        tabIndex={-1}
        style={{ fontSize: 20, marginTop: 0, outline: 'none' }}
      >
        <VisuallyHidden>{`Step ${step + 1} of ${TOTAL}: `}</VisuallyHidden>
        {STEPS[step]!.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{STEPS[step]!.hint}</Typography.Paragraph>

      <Form<Values>
        noValidate
        form={form}
        name="registration"
        layout="vertical"
        requiredMark={false}
        initialValues={initial.values}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.sameAsBilling !== undefined) setSameAsBilling(changed.sameAsBilling);
          if (error) setError(null);
        }}
        onFinish={proceed}
      >
        {step === 0 && (
          <Tabs
            activeKey={method}
            onChange={(key) => switchMethod(key as Method)}
            items={[
              {
                key: 'shopper',
                label: 'Select Shopper',
                children: (
                  <Form.Item name="shopperId" label="Personal shopper" validateStatus={invalid('shopperId')}>
                    <ShopperSelect shoppers={shoppers} loading={loading} />
                  </Form.Item>
                ),
              },
              {
                key: 'invite',
                label: 'Invitation Code',
                children: (
                  <Form.Item
                    name="inviteCode"
                    label="Invitation code"
                    validateStatus={invalid('inviteCode')}
                    extra="The code your shopper sent you, e.g. K7QX2M9PRT."
                  >
                    <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />
                  </Form.Item>
                ),
              },
            ]}
          />
        )}

        {step === 1 && (
          <>
            <Form.Item name="displayName" label="Display name" validateStatus={invalid('displayName')}>
              <Input autoComplete="nickname" maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label="Email" validateStatus={invalid('email')}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              validateStatus={invalid('password')}
              extra={`At least ${PASSWORD_MIN} characters.`}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            <Form.Item name="confirmPassword" label="Confirm password" validateStatus={invalid('confirmPassword')}>
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
          </>
        )}

        {step === 2 && (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="firstName" label="First name" validateStatus={invalid('firstName')}>
                <Input autoComplete="given-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="lastName" label="Last name" validateStatus={invalid('lastName')}>
                <Input autoComplete="family-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="phone" label="Phone" validateStatus={invalid('phone')}>
                <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
              </Form.Item>
            </Col>
          </Row>
        )}

        {step === 3 && (
          <>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 16 }}>Billing address</legend>
              <AddressFields prefix="billing" invalid={invalid} />
            </fieldset>
            <Form.Item name="sameAsBilling" valuePropName="checked">
              <Checkbox>Same as billing</Checkbox>
            </Form.Item>
            {!sameAsBilling && (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 16 }}>Shipping address</legend>
                <AddressFields prefix="shipping" invalid={invalid} />
              </fieldset>
            )}
          </>
        )}

        {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}

        <Flex justify="space-between" gap={12} wrap>
          {step === 0 ? (
            <Button onClick={() => navigate('/')}>Back to Home</Button>
          ) : (
            <Button onClick={previous} disabled={submitting}>
              Previous
            </Button>
          )}
          {step < TOTAL - 1 ? (
            <Button type="primary" htmlType="submit">
              Continue
            </Button>
          ) : (
            <Button type="primary" htmlType="submit" loading={submitting} disabled={submitting}>
              {submitting ? 'Creating Account...' : 'Create Account'}
            </Button>
          )}
        </Flex>
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0 }}>
        Already have an account? <Link to="/auth">Sign in</Link>
      </Typography.Paragraph>
    </Card>
  );
}

function AddressFields({
  prefix,
  invalid,
}: {
  prefix: 'billing' | 'shipping';
  invalid: (field: Field) => 'error' | undefined;
}) {
  const f = (suffix: string) => `${prefix}${suffix}` as Field;
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name={f('Address')} label="Street address" validateStatus={invalid(f('Address'))}>
          <Input autoComplete={`${prefix} address-line1`} maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={f('Address2')} label="Address line 2 (optional)">
          <Input autoComplete={`${prefix} address-line2`} maxLength={255} placeholder="Apartment, suite, unit" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={f('City')} label="City" validateStatus={invalid(f('City'))}>
          <Input autoComplete={`${prefix} address-level2`} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name={f('State')} label="State" validateStatus={invalid(f('State'))}>
          <Input autoComplete={`${prefix} address-level1`} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name={f('Zip')} label="ZIP" validateStatus={invalid(f('Zip'))}>
          <Input autoComplete={`${prefix} postal-code`} inputMode="numeric" maxLength={20} />
        </Form.Item>
      </Col>
    </Row>
  );
}
