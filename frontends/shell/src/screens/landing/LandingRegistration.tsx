import { type RegisterClientBody, useSession, useToast } from '@atelier/common';
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Steps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { CountrySelect } from '../shared/CountrySelect';
import { messageOf } from '../shared/errors';
import { InvitationNote, invitationPrefill } from '../shared/invitation';
import {
  type CheckProblem,
  checkInviteCode,
  emailProblem,
  type Invitation,
  type RefusedField,
  refusedField,
} from '../shared/registration-checks';
import { useRefusedValues } from '../shared/refused-values';
import { ShopperSelect, type ShopperListItem } from '../shared/shoppers';
import { DEFAULT_COUNTRY, EMAIL_PATTERN, isBlank, MESSAGES, PASSWORD_MIN, PHONE_PATTERN } from '../shared/validation';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { type JoinMethod, landingDraft, type LandingValues, reachableStep, STEP_COUNT, stepUrl } from './landing-form';

type Values = LandingValues;

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

/** A code the api said is good, and whose invitation it is. */
interface AppliedInvitation {
  code: string;
  details: Invitation | null;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const codeOf = (values: Partial<Values>) => trimmed(values.inviteCode).toUpperCase();

/**
 * The 3-step client registration of the landing page (docs/product-rules.md, "Landing form"): step
 * 0 picks a shopper or an invitation code, step 1 the account (password of 8 or more characters),
 * step 2 the personal details and billing address. `step` comes from the URL (`?step=`), so
 * the browser's Back moves between steps; what is typed is kept (landingDraft) through Back,
 * the home view and a reload. Sends POST /api/auth/register-client through the session,
 * which signs the new client in.
 */
export function LandingRegistration({
  step: askedStep,
  shoppers,
  shoppersLoading,
}: {
  step: number;
  shoppers: ShopperListItem[];
  shoppersLoading: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const [initial] = useState<Values>(() => ({
    method: 'shopper',
    billingCountry: DEFAULT_COUNTRY,
    ...landingDraft.load(),
  }));
  const [submitting, setSubmitting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [invitation, setInvitation] = useState<AppliedInvitation | null>(null);
  const { registerClient } = useSession();
  const refused = useRefusedValues<RefusedField>(form);
  const { toast } = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Read from the form's own change events: synchronous, unlike Form.useWatch.
  const [details, setDetails] = useState<Values>(initial);
  const method: JoinMethod = details.method;
  const detailsMissing = REQUIRED_DETAILS.some((field) => isBlank(details[field]));
  // A step is reached through the ones before it (the URL may name a later one: a reload
  // forgets the password, the browser's Forward skips the checks).
  const step = Math.min(askedStep, reachableStep(details));
  const goTo = (next: number | null) => navigate(stepUrl(pathname, next));

  useEffect(() => {
    if (step !== askedStep) navigate(stepUrl(pathname, step), { replace: true });
  }, [step, askedStep, pathname, navigate]);

  // Each step (and the form itself, when it opens) moves the focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  // The field the api refused, marked, in view and focused (after the heading, on a new step).
  useEffect(() => {
    if (problem) void refused.show([problem]);
  }, [problem, step, refused]);

  /** Keeps what was typed (but the password) and what the form shows in step with the form. */
  const remember = () => {
    const values = form.getFieldsValue(true) as Values;
    landingDraft.save(values);
    setDetails(values);
  };

  const applyInvitation = (code: string, details: Invitation | null) => {
    const current = form.getFieldsValue(true) as Values;
    if (details) form.setFieldsValue(invitationPrefill(current, details, invitation?.details ?? null));
    setInvitation({ code, details });
    remember();
  };

  // A code brought by a link, the home view or a reload is checked at once: whose invitation
  // it is shows from the first step, and a used one is said on its field.
  useEffect(() => {
    const code = codeOf(initial);
    if (initial.method !== 'invite' || !code) return;
    let current = true;
    void checkInviteCode(code).then((check) => {
      if (!current || codeOf(form.getFieldsValue(true) as Values) !== code) return;
      if ('invitation' in check) applyInvitation(code, check.invitation);
      else if (check.problem.refused) {
        if (askedStep !== 0) navigate(stepUrl(pathname, 0), { replace: true });
        setProblem({ name: 'inviteCode', ...check.problem });
      }
    });
    return () => {
      current = false;
    };
    // Once, for the code the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Steps 0 and 1 end with the api's word on the code, then on the email, before moving on. */
  const next = async () => {
    if (checking) return;
    const values = form.getFieldsValue(true) as Values;
    const code = codeOf(values);
    const name: RefusedField | null =
      step === 1 ? 'email' : values.method === 'invite' && invitation?.code !== code ? 'inviteCode' : null;
    if (name) {
      setChecking(true);
      const found = name === 'email' ? await emailProblem(values.email ?? '') : await codeProblem(code);
      setChecking(false);
      if (found) {
        setProblem({ name, ...found });
        return;
      }
    }
    setProblem(null);
    goTo(step + 1);
  };

  /** The code's problem, or null once its invitation is applied. */
  const codeProblem = async (code: string): Promise<CheckProblem | null> => {
    const check = await checkInviteCode(code);
    if ('problem' in check) return check.problem;
    applyInvitation(code, check.invitation);
    return null;
  };

  const back = () => goTo(step === 0 ? null : step - 1);

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
      billingCountry: (values.billingCountry ?? DEFAULT_COUNTRY) as RegisterClientBody['billingCountry'],
      ...(values.method === 'invite' ? { inviteCode: codeOf(values) } : { shopperId: values.shopperId }),
    };
    setSubmitting(true);
    try {
      await registerClient(body);
      landingDraft.clear();
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
        goTo(STEP_OF[refusal.field]);
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
        <VisuallyHidden>{`Step ${step + 1} of ${STEP_COUNT}: `}</VisuallyHidden>
        {STEP_HEADINGS[step]}
      </Typography.Title>
      {method === 'invite' && invitation?.details && invitation.code === codeOf(details) && (
        <InvitationNote invitation={invitation.details} />
      )}

      <Form<Values>
        noValidate
        form={form}
        name="register"
        layout="vertical"
        requiredMark="optional"
        validateTrigger="onBlur"
        initialValues={initial}
        onValuesChange={(changed: Partial<Values>) => {
          // Switching the method clears the other method's value (docs/product-rules.md,
          // "Registration").
          if (changed.method === 'shopper') form.setFieldValue('inviteCode', undefined);
          if (changed.method === 'invite') form.setFieldValue('shopperId', undefined);
          if (problem && problem.name in changed) setProblem(null);
          remember();
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
                { min: PASSWORD_MIN, message: MESSAGES.passwordTooShort },
              ]}
              extra={`At least ${PASSWORD_MIN} characters.`}
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
                <Input autoComplete="billing postal-code" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="billingCountry" label="Country" rules={required('Country is required')}>
                <CountrySelect />
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
