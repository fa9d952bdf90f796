import { type RegisterClientBody, useDocumentTitle, useSession, useToast } from '@atelier/common';
import { Alert, Button, Card, Checkbox, Col, Flex, Form, Input, Progress, Row, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { messageOf } from './shared/errors';
import { CountrySelect } from './shared/CountrySelect';
import { InvitationNote, invitationPrefill } from './shared/invitation';
import {
  checkInviteCode,
  emailProblem,
  type Invitation,
  type RefusedField,
  refusedField,
} from './shared/registration-checks';
import { clearRegistrationDraft, peekRegistrationDraft } from './shared/registration-draft';
import { ShopperSelect, useShoppers } from './shared/shoppers';

import { DEFAULT_COUNTRY, isBlank, isEmail, isPhone, MESSAGES, PASSWORD_MIN } from './shared/validation';
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
  billingCountry?: string;
  sameAsBilling?: boolean;
  shippingAddress?: string;
  shippingAddress2?: string;
  shippingCity?: string;
  shippingState?: string;
  shippingZip?: string;
  shippingCountry?: string;
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

/**
 * A step's problem: the spec's message and the fields to mark. `onField`: the message is
 * about its one field and shows under it; otherwise it heads the step ("Please fill in all…").
 */
interface StepError {
  message: string;
  fields: Field[];
  onField?: true;
}

const fieldError = (field: Field, message: string): StepError => ({ message, fields: [field], onField: true });

/** The step that asks for each field the api may refuse. */
const STEP_OF: Record<RefusedField, number> = { inviteCode: 0, email: 1, phone: 2 };

const blankOf = (values: Values, fields: Field[]) => fields.filter((field) => isBlank(values[field] as string));

/**
 * The checks (docs/product-rules.md, "Registration checks and messages"), one step at a time; null
 * when the step may be left.
 */
export function checkStep(step: number, method: Method, values: Values): StepError | null {
  if (step === 0) {
    if (method === 'invite' && isBlank(values.inviteCode))
      return fieldError('inviteCode', MESSAGES.enterInvitationCode);
    if (method === 'shopper' && !values.shopperId) return fieldError('shopperId', MESSAGES.selectShopper);
    return null;
  }
  if (step === 1) {
    const blank = blankOf(values, ACCOUNT_FIELDS);
    if (blank.length) return { message: 'Please fill in all account information fields.', fields: blank };
    if (!isEmail(values.email)) return fieldError('email', MESSAGES.invalidEmail);
    if ((values.password ?? '').length < PASSWORD_MIN) return fieldError('password', MESSAGES.passwordTooShort);
    if (values.password !== values.confirmPassword) return fieldError('confirmPassword', MESSAGES.passwordMismatch);
    return null;
  }
  if (step === 2) {
    const blank = blankOf(values, PERSONAL_FIELDS);
    if (blank.length) return { message: 'Please fill in all personal information fields.', fields: blank };
    return isPhone(values.phone) ? null : fieldError('phone', MESSAGES.phoneInvalid);
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
const country = (value: string | undefined) => (value || DEFAULT_COUNTRY) as RegisterClientBody['billingCountry'];
const optional = (value: string | undefined) => text(value) || undefined;

/**
 * The registration payload (docs/product-rules.md, "Registration payload"), shipping copied from
 * billing when the same.
 */
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
    billingCountry: country(values.billingCountry),
    shippingAddress: text(pick(values.shippingAddress, values.billingAddress)),
    shippingAddress2: optional(pick(values.shippingAddress2, values.billingAddress2)),
    shippingCity: text(pick(values.shippingCity, values.billingCity)),
    shippingState: text(pick(values.shippingState, values.billingState)),
    shippingZip: text(pick(values.shippingZip, values.billingZip)),
    shippingCountry: country(pick(values.shippingCountry, values.billingCountry)),
    ...(method === 'invite' ? { inviteCode: text(values.inviteCode).toUpperCase() } : { shopperId: values.shopperId }),
  };
}

/**
 * What the api says of the step's code or email (asked once the step's own checks pass), and
 * the invitation a good code stands for.
 */
async function askApi(
  step: number,
  method: Method,
  values: Values,
): Promise<{ problem: StepError | null; invitation?: Invitation | null }> {
  if (step === 0 && method === 'invite') {
    const check = await checkInviteCode(values.inviteCode ?? '');
    return 'problem' in check
      ? { problem: fieldError('inviteCode', check.problem.message) }
      : { problem: null, invitation: check.invitation };
  }
  if (step === 1) {
    const problem = await emailProblem(values.email ?? '');
    return { problem: problem ? fieldError('email', problem.message) : null };
  }
  return { problem: null };
}

/** Where the wizard starts: `?inviteCode=` skips the method step; account fields from /auth skip one more. */
function initialState(inviteCode: string) {
  const draft = peekRegistrationDraft();
  const values: Values = { sameAsBilling: true, billingCountry: DEFAULT_COUNTRY, shippingCountry: DEFAULT_COUNTRY };
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
 * The 4-step registration wizard at /registration (docs/product-rules.md, "Registration wizard"):
 * method, account, personal information, addresses. Moves forward only when the step is complete,
 * back freely.
 */
export default function Registration() {
  const [params] = useSearchParams();
  const [initial] = useState(() => initialState(params.get('inviteCode')?.trim() ?? ''));
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(initial.step);
  const [method, setMethod] = useState<Method>(initial.method);
  const [error, setError] = useState<StepError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);
  const { status, registerClient } = useSession();
  const { shoppers, loading } = useShoppers();
  const { toast } = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  useDocumentTitle('Create your account');

  // The account fields handed over by /auth are used once.
  useEffect(() => {
    clearRegistrationDraft();
  }, []);

  // A new step moves the focus to its heading, which reads "Step N of 4: ...".
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  // The field at fault, in view and focused (after the step's heading took the focus, when
  // the problem is on another step).
  useEffect(() => {
    if (error) form.scrollToField(error.fields[0]!, { block: 'center', focus: true });
  }, [error, form]);

  /** Whose invitation the code is shown from now on, its name and email in the fields still free. */
  const applyInvitation = (next: Invitation) => {
    form.setFieldsValue(invitationPrefill(form.getFieldsValue(true) as Values, next, invitation));
    setInvitation(next);
  };

  // A code from a link is checked at once: whose invitation it is shows, a used or made-up
  // one is shown on its step.
  useEffect(() => {
    const code = initial.values.inviteCode;
    if (!code) return;
    let current = true;
    void checkInviteCode(code).then((check) => {
      if (!current) return;
      if ('invitation' in check) {
        if (!check.invitation) return;
        const values = form.getFieldsValue(true) as Values;
        form.setFieldsValue(invitationPrefill(values, check.invitation, null));
        setInvitation(check.invitation);
        return;
      }
      setStep(0);
      setError(fieldError('inviteCode', check.problem.message));
    });
    return () => {
      current = false;
    };
  }, [initial, form]);

  if (status === 'authenticated' && !submitting) return <Navigate to="/" replace />;

  /** A field's error state, and its message under it when the problem is the field's own. */
  const mark = (field: Field) =>
    error?.fields.includes(field)
      ? { validateStatus: 'error' as const, help: error.onField ? error.message : undefined }
      : {};

  const proceed = async () => {
    if (checking) return;
    const values = form.getFieldsValue(true) as Values;
    let problem = checkStep(step, method, values);
    if (!problem) {
      setChecking(true);
      const answer = await askApi(step, method, values);
      setChecking(false);
      problem = answer.problem;
      if (answer.invitation) applyInvitation(answer.invitation);
    }
    setError(problem);
    if (problem) return;
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
      setSubmitting(false);
      // The code was used, or the email registered, since its step: back there, on the field.
      const refused = refusedField(failure);
      if (refused) {
        setStep(STEP_OF[refused.field]);
        setError(fieldError(refused.field, refused.message));
        return;
      }
      toast({
        title: 'Registration Failed',
        description: messageOf(failure, 'Something went wrong. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const previous = () => {
    setError(null);
    setStep(step - 1);
  };

  const switchMethod = (next: Method) => {
    // Switching the method clears the other method's value (docs/product-rules.md, "Registration").
    form.setFieldValue(next === 'invite' ? 'shopperId' : 'inviteCode', undefined);
    setMethod(next);
    setInvitation(null);
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
      {method === 'invite' && invitation && <InvitationNote invitation={invitation} />}

      <Form<Values>
        noValidate
        form={form}
        name="registration"
        layout="vertical"
        requiredMark={false}
        initialValues={initial.values}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.sameAsBilling !== undefined) setSameAsBilling(changed.sameAsBilling);
          // Another code: whose it is is known again once it is checked.
          if (changed.inviteCode !== undefined) setInvitation(null);
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
                  <Form.Item name="shopperId" label="Personal shopper" {...mark('shopperId')}>
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
                    {...mark('inviteCode')}
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
            <Form.Item name="displayName" label="Display name" {...mark('displayName')}>
              <Input autoComplete="nickname" maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label="Email" {...mark('email')}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              {...mark('password')}
              extra={`At least ${PASSWORD_MIN} characters.`}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            <Form.Item name="confirmPassword" label="Confirm password" {...mark('confirmPassword')}>
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
          </>
        )}

        {step === 2 && (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="firstName" label="First name" {...mark('firstName')}>
                <Input autoComplete="given-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="lastName" label="Last name" {...mark('lastName')}>
                <Input autoComplete="family-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="phone" label="Phone" {...mark('phone')}>
                <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
              </Form.Item>
            </Col>
          </Row>
        )}

        {step === 3 && (
          <>
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 16 }}>Billing address</legend>
              <AddressFields prefix="billing" mark={mark} />
            </fieldset>
            <Form.Item name="sameAsBilling" valuePropName="checked">
              <Checkbox>Same as billing</Checkbox>
            </Form.Item>
            {!sameAsBilling && (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 16 }}>Shipping address</legend>
                <AddressFields prefix="shipping" mark={mark} />
              </fieldset>
            )}
          </>
        )}

        {error && !error.onField && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}

        <Flex justify="space-between" gap={12} wrap style={{ marginTop: 8 }}>
          {step === 0 ? (
            <Button onClick={() => navigate('/')}>Back to Home</Button>
          ) : (
            <Button onClick={previous} disabled={submitting}>
              Previous
            </Button>
          )}
          {step < TOTAL - 1 ? (
            <Button type="primary" htmlType="submit" loading={checking}>
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
  mark,
}: {
  prefix: 'billing' | 'shipping';
  mark: (field: Field) => { validateStatus?: 'error'; help?: string };
}) {
  const f = (suffix: string) => `${prefix}${suffix}` as Field;
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name={f('Address')} label="Street address" {...mark(f('Address'))}>
          <Input autoComplete={`${prefix} address-line1`} maxLength={255} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={f('Address2')} label="Address line 2 (optional)">
          <Input autoComplete={`${prefix} address-line2`} maxLength={255} placeholder="Apartment, suite, unit" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name={f('City')} label="City" {...mark(f('City'))}>
          <Input autoComplete={`${prefix} address-level2`} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name={f('State')} label="State" {...mark(f('State'))}>
          <Input autoComplete={`${prefix} address-level1`} maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name={f('Zip')} label="ZIP" {...mark(f('Zip'))}>
          <Input autoComplete={`${prefix} postal-code`} maxLength={20} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name={f('Country')} label="Country">
          <CountrySelect />
        </Form.Item>
      </Col>
    </Row>
  );
}
