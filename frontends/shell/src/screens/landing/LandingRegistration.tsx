import { type RegisterClientBody, useSession, useToast } from '@atelier/common';
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messageOf } from '../shared/errors';
import {
  type CheckProblem,
  emailProblem,
  inviteCodeProblem,
  type RefusedField,
  refusedField,
} from '../shared/registration-checks';
import { useRefusedValues } from '../shared/refused-values';
import { ShopperSelect, type ShopperListItem } from '../shared/shoppers';
import {
  DEFAULT_COUNTRY,
  EMAIL_PATTERN,
  isBlank,
  LANDING_PASSWORD_MIN,
  MESSAGES,
  PHONE_PATTERN,
} from '../shared/validation';
import { VisuallyHidden } from '../shared/VisuallyHidden';

export type JoinMethod = 'shopper' | 'invite';

export interface LandingStart {
  method: JoinMethod;
  shopperId?: string;
  inviteCode?: string;
}

interface Values {
  method: JoinMethod;
  shopperId?: string;
  inviteCode?: string;
  email?: string;
  displayName?: string;
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
}

const STEP_TITLES = ['Your shopper', 'Account', 'Details'];
const STEP_HEADINGS = ['How would you like to join?', 'Create your sign-in', 'Your details and billing address'];
/** Create Account stays disabled while any of these is blank (billingAddress2 is optional). */
const REQUIRED_DETAILS = [
  'firstName',
  'lastName',
  'phone',
  'billingAddress',
  'billingCity',
  'billingState',
  'billingZip',
] as const;
const required = (message: string) => [{ required: true, whitespace: true, message }];

/** The step that asks for each field the api may refuse. */
const STEP_OF: Record<RefusedField, number> = { inviteCode: 0, email: 1, phone: 2 };

/** What the api said of one field, to show on it once its step is on screen. */
interface FieldProblem extends CheckProblem {
  name: RefusedField;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * The 3-step client registration of the landing page (spec sections 2 and 5): step 0 picks
 * a shopper or an invitation code, step 1 the account (password of 8 or more characters),
 * step 2 the personal details and billing address. Sends POST /api/auth/register-client
 * through the session, which signs the new client in.
 */
export function LandingRegistration({
  start,
  shoppers,
  shoppersLoading,
  onClose,
}: {
  start: LandingStart;
  shoppers: ShopperListItem[];
  shoppersLoading: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const { registerClient } = useSession();
  const refused = useRefusedValues<RefusedField>(form);
  const { toast } = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read from the form's own change events: synchronous, unlike Form.useWatch.
  const [method, setMethod] = useState<JoinMethod>(start.method);
  const [details, setDetails] = useState<Values>({ method: start.method });
  const detailsMissing = REQUIRED_DETAILS.some((field) => isBlank(details[field]));

  // Each step (and the form itself, when it opens) moves the focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // The field the api refused, marked, in view and focused (after the heading, on a new step).
  useEffect(() => {
    if (problem) void refused.show([problem]);
  }, [problem, step, refused]);

  /** Steps 0 and 1 end with the api's word on the code, then on the email, before moving on. */
  const next = async () => {
    if (checking) return;
    const values = form.getFieldsValue(true) as Values;
    const name: RefusedField | null = step === 1 ? 'email' : values.method === 'invite' ? 'inviteCode' : null;
    if (name) {
      setChecking(true);
      const found =
        name === 'email' ? await emailProblem(values.email ?? '') : await inviteCodeProblem(values.inviteCode ?? '');
      setChecking(false);
      if (found) {
        setProblem({ name, ...found });
        return;
      }
    }
    setProblem(null);
    setStep((current) => current + 1);
  };

  const back = () => (step === 0 ? onClose() : setStep((current) => current - 1));

  const submit = async () => {
    if (detailsMissing || submitting) return;
    const values = form.getFieldsValue(true) as Values;
    const body: RegisterClientBody = {
      email: trimmed(values.email),
      password: values.password ?? '',
      displayName: trimmed(values.displayName),
      firstName: trimmed(values.firstName),
      lastName: trimmed(values.lastName),
      phone: trimmed(values.phone),
      billingAddress: trimmed(values.billingAddress),
      billingAddress2: trimmed(values.billingAddress2) || undefined,
      billingCity: trimmed(values.billingCity),
      billingState: trimmed(values.billingState),
      billingZip: trimmed(values.billingZip),
      billingCountry: DEFAULT_COUNTRY,
      ...(values.method === 'invite'
        ? { inviteCode: trimmed(values.inviteCode).toUpperCase() }
        : { shopperId: values.shopperId }),
    };
    setSubmitting(true);
    try {
      await registerClient(body);
      toast({
        title: 'Registration successful!',
        description: `Welcome to Atelier, ${body.displayName}.`,
        variant: 'success',
      });
      navigate('/', { replace: true });
    } catch (error) {
      setSubmitting(false);
      // The code was used, or the email registered, since its step: back there, on the field.
      const refusal = refusedField(error);
      if (refusal) {
        setStep(STEP_OF[refusal.field]);
        setProblem({ name: refusal.field, message: refusal.message, refused: true });
        return;
      }
      toast({
        title: 'Registration failed',
        description: messageOf(error, 'An error occurred during registration.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card style={{ maxWidth: 640, margin: '0 auto' }} styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 26 }}>
        Create your client account
      </Typography.Title>
      <Steps
        current={step}
        size="small"
        responsive={false}
        titlePlacement="vertical"
        items={STEP_TITLES.map((title) => ({ title }))}
        style={{ marginBottom: 24 }}
        aria-hidden="true"
      />
      <Typography.Title
        level={2}
        ref={headingRef}
        tabIndex={-1}
        style={{ fontSize: 18, marginTop: 0, outline: 'none' }}
      >
        <VisuallyHidden>{`Step ${step + 1} of 3: `}</VisuallyHidden>
        {STEP_HEADINGS[step]}
      </Typography.Title>

      <Form<Values>
        noValidate
        form={form}
        name="register"
        layout="vertical"
        requiredMark="optional"
        validateTrigger="onBlur"
        initialValues={{ method: start.method, shopperId: start.shopperId, inviteCode: start.inviteCode }}
        onValuesChange={(changed: Partial<Values>) => {
          // Switching the method clears the other method's value (spec section 4).
          if (changed.method === 'shopper') form.setFieldValue('inviteCode', undefined);
          if (changed.method === 'invite') form.setFieldValue('shopperId', undefined);
          if (changed.method) setMethod(changed.method);
          if (problem && problem.name in changed) setProblem(null);
          setDetails(form.getFieldsValue(true) as Values);
        }}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onFinish={step === 2 ? submit : next}
      >
        {step === 0 && (
          <>
            <Form.Item
              name="method"
              label="Join with"
              rules={[{ required: true, message: 'Choose how you would like to join.' }]}
            >
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                aria-label="Join with"
                options={[
                  { value: 'shopper', label: 'Select Shopper' },
                  { value: 'invite', label: 'Invitation Code' },
                ]}
              />
            </Form.Item>
            {method === 'shopper' ? (
              <Form.Item
                name="shopperId"
                label="Personal shopper"
                rules={[{ required: true, message: MESSAGES.selectShopper }]}
                validateTrigger="onChange"
              >
                <ShopperSelect shoppers={shoppers} loading={shoppersLoading} />
              </Form.Item>
            ) : (
              <Form.Item
                name="inviteCode"
                label="Invitation code"
                rules={[
                  { required: true, whitespace: true, message: MESSAGES.enterInvitationCode },
                  refused.rule('inviteCode'),
                ]}
                extra="The code your shopper sent you, e.g. K7QX2M9PRT."
              >
                <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />
              </Form.Item>
            )}
          </>
        )}

        {step === 1 && (
          <>
            <Form.Item
              name="email"
              label="Email"
              rules={[
                { required: true, message: MESSAGES.invalidEmail },
                { pattern: EMAIL_PATTERN, message: MESSAGES.invalidEmail },
                refused.rule('email'),
              ]}
            >
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="displayName"
              label="Display name"
              rules={[{ required: true, whitespace: true, message: MESSAGES.displayNameRequired }]}
              extra="How your shopper will see you."
            >
              <Input autoComplete="nickname" maxLength={100} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              rules={[
                { required: true, message: MESSAGES.passwordRequired },
                { min: LANDING_PASSWORD_MIN, message: MESSAGES.landingPasswordTooShort },
              ]}
              extra={`At least ${LANDING_PASSWORD_MIN} characters.`}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            <Form.Item
              name="confirmPassword"
              label="Confirm password"
              dependencies={['password']}
              rules={[
                { required: true, message: MESSAGES.confirmPasswordRequired },
                ({ getFieldValue }) => ({
                  validator: (_rule, value) =>
                    !value || value === getFieldValue('password')
                      ? Promise.resolve()
                      : Promise.reject(new Error(MESSAGES.landingPasswordMismatch)),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
          </>
        )}

        {step === 2 && (
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="firstName" label="First name" rules={required('First name is required')}>
                <Input autoComplete="given-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="lastName" label="Last name" rules={required('Last name is required')}>
                <Input autoComplete="family-name" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item
                name="phone"
                label="Phone"
                rules={[
                  ...required('Phone number is required'),
                  { pattern: PHONE_PATTERN, message: MESSAGES.phoneInvalid },
                  refused.rule('phone'),
                ]}
              >
                <Input type="tel" autoComplete="tel" inputMode="tel" maxLength={32} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="billingAddress" label="Billing address" rules={required('Billing address is required')}>
                <Input autoComplete="billing address-line1" maxLength={255} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="billingAddress2" label="Address line 2">
                <Input autoComplete="billing address-line2" maxLength={255} placeholder="Apartment, suite, unit" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="billingCity" label="City" rules={required('City is required')}>
                <Input autoComplete="billing address-level2" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="billingState" label="State" rules={required('State is required')}>
                <Input autoComplete="billing address-level1" maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={12} sm={6}>
              <Form.Item name="billingZip" label="ZIP" rules={required('ZIP is required')}>
                <Input autoComplete="billing postal-code" inputMode="numeric" maxLength={20} />
              </Form.Item>
            </Col>
            {detailsMissing && (
              <Col xs={24}>
                <Typography.Paragraph type="secondary">
                  Fill in every field except address line 2 to create your account.
                </Typography.Paragraph>
              </Col>
            )}
          </Row>
        )}

        <Flex justify="space-between" gap={12} wrap style={{ marginTop: 8 }}>
          <Button onClick={back} disabled={submitting}>
            Back
          </Button>
          {step < 2 ? (
            <Button type="primary" htmlType="submit" loading={checking}>
              Next
            </Button>
          ) : (
            <Button type="primary" htmlType="submit" disabled={detailsMissing || submitting} loading={submitting}>
              Create Account
            </Button>
          )}
        </Flex>
      </Form>

      <Flex vertical gap={6} style={{ marginTop: 24 }}>
        <Link to="/auth">Already have an account? Sign in</Link>
        <Link to="/auth?type=shopper">Become a Personal Shopper</Link>
      </Flex>
    </Card>
  );
}
