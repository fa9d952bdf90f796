import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useDocumentTitle, useSession, useToast } from '@atelier/common';
import { Alert, Button, Flex, Form, Input, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../routes/sign-in-again';
import { AuthCard } from './shared/AuthCard';
import { messageOf } from './shared/errors';
import { EMAIL_RULES, NEW_PASSWORD_RULES } from './shared/form-rules';
import { LinkButton } from './shared/LinkButton';
import { emailProblem, inviteCodeProblem, refusedField } from './shared/registration-checks';
import { setRegistrationDraft } from './shared/registration-draft';
import { useRefusedValues } from './shared/refused-values';

import { MESSAGES, PASSWORD_MIN } from './shared/validation';

type Mode = 'signin' | 'signup';

interface SignInValues {
  email: string;
  password: string;
}

interface SignUpValues {
  email: string;
  password: string;
  displayName: string;
  inviteCode?: string;
}

const FALLBACK_ERROR = 'Something went wrong. Please try again.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const SIGN_IN_TO_CONTINUE = 'Please sign in to open that page.';

/**
 * Sign in, or sign up (docs/product-rules.md, "Session and sign-in"). `?type=shopper` opens the
 * shopper sign-up (email, password, display name); otherwise sign-up is for clients, who need an
 * invite code. A client account also needs contact details and a billing address, so the client
 * sign-up hands its fields to the registration wizard, which asks for the rest.
 * Success goes to `?next=` (a page of this site: where a user whose session ended was), else
 * to /, which sends each role to its dashboard.
 */
export default function Auth() {
  const [params, setParams] = useSearchParams();
  const asShopper = params.get('type') === 'shopper';
  // The URL holds the state, so Sign In in the header, a reload or a shared link all agree.
  const requested = params.get('mode');
  const mode: Mode = requested === 'signin' || requested === 'signup' ? requested : asShopper ? 'signup' : 'signin';
  const next = safeNextPath(params.get('next')) ?? '/';
  const [submitting, setSubmitting] = useState(false);
  const { status, ended, login, registerShopper } = useSession();
  const [signUpForm] = Form.useForm<SignUpValues>();
  const refused = useRefusedValues<'email' | 'inviteCode'>(signUpForm);
  const { toast } = useToast();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const title = mode === 'signin' ? 'Sign In' : asShopper ? 'Become a Personal Shopper' : 'Create a Client Account';
  useDocumentTitle(title);

  // Switching between sign-in and sign-up moves the focus to the new form's heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode, asShopper]);

  if (status === 'authenticated' && !submitting) return <Navigate to={next} replace />;

  const fail = (error: unknown) =>
    toast({ title: 'Error', description: messageOf(error, FALLBACK_ERROR), variant: 'destructive' });

  const signIn = async ({ email, password }: SignInValues) => {
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
      toast({ title: 'Welcome back!', variant: 'success' });
      navigate(next, { replace: true });
    } catch (error) {
      fail(error);
      setSubmitting(false);
    }
  };

  const signUp = async ({ email, password, displayName, inviteCode }: SignUpValues) => {
    if (submitting) return;
    setSubmitting(true);
    if (!asShopper) {
      // The code and the email are checked here, where they are typed, not after the wizard.
      const code = (inviteCode ?? '').trim().toUpperCase();
      const [emailTaken, codeProblem] = await Promise.all([emailProblem(email), inviteCodeProblem(code)]);
      setSubmitting(false);
      if (emailTaken || codeProblem) {
        await refused.show([
          ...(emailTaken ? [{ name: 'email' as const, ...emailTaken }] : []),
          ...(codeProblem ? [{ name: 'inviteCode' as const, ...codeProblem }] : []),
        ]);
        return;
      }
      // The wizard asks for the client's contact details and address, then creates the account.
      setRegistrationDraft({ email: email.trim(), password, displayName: displayName.trim() });
      navigate(`/registration?inviteCode=${encodeURIComponent(code)}`);
      return;
    }
    try {
      await registerShopper({ email: email.trim(), password, displayName: displayName.trim() });
      toast({ title: 'Account created!', description: 'Welcome to Atelier.', variant: 'success' });
      navigate(next, { replace: true });
    } catch (error) {
      const refusal = refusedField(error);
      setSubmitting(false);
      if (refusal?.field === 'email') await refused.show([{ name: 'email', message: refusal.message, refused: true }]);
      else fail(error);
    }
  };

  const show = (nextMode: Mode, shopper = asShopper) => {
    const search = new URLSearchParams();
    if (shopper) search.set('type', 'shopper');
    if (nextMode !== (shopper ? 'signup' : 'signin')) search.set('mode', nextMode);
    if (next !== '/') search.set('next', next);
    setParams(search, { replace: true });
  };

  return (
    <Flex vertical align="center" gap={16}>
      <AuthCard>
        <Segmented<Mode>
          block
          value={mode}
          onChange={(next) => show(next)}
          options={[
            { value: 'signin', label: 'Sign In' },
            { value: 'signup', label: 'Sign Up' },
          ]}
          style={{ marginBottom: 20 }}
          aria-label="Sign in or sign up"
        />
        <Typography.Title
          level={1}
          ref={headingRef}
          tabIndex={-1}
          style={{ fontSize: 24, marginTop: 0, outline: 'none' }}
        >
          {mode === 'signin' ? 'Welcome back' : title}
        </Typography.Title>
        {ended && mode === 'signin' && (
          <Alert type="warning" showIcon title={SESSION_ENDED} style={{ marginBottom: 16 }} />
        )}
        {!ended && mode === 'signin' && next !== '/' && (
          <Alert type="info" showIcon title={SIGN_IN_TO_CONTINUE} style={{ marginBottom: 16 }} />
        )}

        {mode === 'signin' ? (
          <Form<SignInValues>
            noValidate
            key="signin"
            name="signin"
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            scrollToFirstError={{ focus: true }}
            onFinish={signIn}
          >
            <Form.Item name="email" label="Email" rules={EMAIL_RULES}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              rules={[{ required: true, message: MESSAGES.passwordRequired }]}
              style={{ marginBottom: 8 }}
            >
              <Input.Password autoComplete="current-password" maxLength={128} />
            </Form.Item>
            <ForgotPasswordLink />
            <Button type="primary" htmlType="submit" block loading={submitting}>
              Sign In
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              New here? <LinkButton onClick={() => show('signup')}>Create an account</LinkButton>
            </Typography.Paragraph>
          </Form>
        ) : (
          <Form<SignUpValues>
            noValidate
            form={signUpForm}
            key={asShopper ? 'signup-shopper' : 'signup-client'}
            name={asShopper ? 'signupShopper' : 'signupClient'}
            layout="vertical"
            requiredMark={false}
            validateTrigger="onBlur"
            scrollToFirstError={{ focus: true }}
            onFinish={signUp}
            onFinishFailed={({ errorFields }) => {
              if (errorFields.some((field) => field.name[0] === 'inviteCode')) {
                toast({ title: 'Error', description: MESSAGES.inviteCodeRequired, variant: 'destructive' });
              }
            }}
          >
            <Typography.Paragraph type="secondary">
              {asShopper
                ? 'Invite your clients, run their shopping requests and bill them through Atelier.'
                : 'Clients join with the invite code their personal shopper sent them.'}
            </Typography.Paragraph>
            <Form.Item
              name="displayName"
              label="Display name"
              rules={[{ required: true, whitespace: true, message: MESSAGES.displayNameRequired }]}
            >
              <Input autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item name="email" label="Email" rules={[...EMAIL_RULES, refused.rule('email')]}>
              <Input type="email" autoComplete="email" inputMode="email" maxLength={254} />
            </Form.Item>
            <Form.Item
              name="password"
              label="Password"
              extra={`At least ${PASSWORD_MIN} characters.`}
              rules={NEW_PASSWORD_RULES}
            >
              <Input.Password autoComplete="new-password" maxLength={128} />
            </Form.Item>
            {!asShopper && (
              <Form.Item
                name="inviteCode"
                label="Invite code"
                rules={[
                  { required: true, whitespace: true, message: MESSAGES.inviteCodeRequired },
                  refused.rule('inviteCode'),
                ]}
                extra="Next you will add your contact details and billing address."
              >
                <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={32} />
              </Form.Item>
            )}
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {asShopper ? 'Create Account' : 'Continue'}
            </Button>
            <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
              {asShopper ? (
                <>
                  Joining as a client?{' '}
                  <LinkButton onClick={() => show('signup', false)}>Sign up with an invite code</LinkButton>
                </>
              ) : (
                <>
                  Are you a personal shopper?{' '}
                  <LinkButton onClick={() => show('signup', true)}>Sign up as a shopper</LinkButton>
                </>
              )}
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              Already have an account? <LinkButton onClick={() => show('signin')}>Sign in</LinkButton>
            </Typography.Paragraph>
          </Form>
        )}
      </AuthCard>
      <Link to="/">
        <ArrowLeftOutlined aria-hidden="true" /> Back to Home
      </Link>
    </Flex>
  );
}

/** "Forgot password?", carrying the email typed so far, so the reset request starts with it. */
function ForgotPasswordLink() {
  const email = (Form.useWatch<string | undefined>('email') ?? '').trim();
  const to = email ? `/forgot-password?${new URLSearchParams({ email })}` : '/forgot-password';
  return (
    <Flex justify="end" style={{ marginBottom: 16 }}>
      <Link to={to} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 24 }}>
        Forgot password?
      </Link>
    </Flex>
  );
}
