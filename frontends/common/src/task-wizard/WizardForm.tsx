import { Card, Form } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { failureText } from '../api/failure-text';
import { MYSELF, RecipientFormModal, useRecipients } from '../recipients';
import { useSession } from '../session/SessionProvider';
import { useToast } from '../toast/useToast';
import { createTaskBody } from './create-task-body';
import { routeBottomsSizes } from './bottoms-sizes';
import { clientLabel, DetailsStep } from './DetailsStep';
import { ImagesStep } from './ImagesStep';
import { PreferencesStep } from './PreferencesStep';
import { RecipientStep, recipientLabel } from './RecipientStep';
import { prefillFromRecipient, type RecipientWithProfile } from './recipient-answers';
import { readAsDataUrl } from './reference-images';
import { ReviewStep } from './ReviewStep';
import { StepHeader } from './StepHeader';
import { useReferenceImages } from './use-reference-images';
import { type ClientListItem, useCategories, useClients, useCreateTask } from './use-wizard-queries';
import { WizardActions } from './WizardActions';
import { createDisabled, MESSAGES, submitProblem } from './wizard-checks';
import { clearDraft, loadDraft, newDraftId, saveDraft } from './wizard-draft';
import { type AnswerValues, LAST_STEP, STEP, type WizardRole, type WizardValues } from './wizard-values';

/** A client adds themself as "Myself"; a shopper adds the client under the client's name. */
function myselfChoice(role: WizardRole, client: ClientListItem | undefined) {
  if (role === 'CLIENT') return { label: MYSELF.displayName };
  if (!client) return undefined;
  const name = client.profile.displayName;
  return { clientId: client.id, displayName: name, label: `${name} (self)` };
}

/** Focuses the step's heading whenever the step changes (and on mount after Start over). */
function useStepFocus(step: number, focusOnMount: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focusedStep = useRef<number | null>(focusOnMount ? null : step);
  useEffect(() => {
    if (focusedStep.current === step) return;
    focusedStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

/**
 * The wizard's card: one form across the five steps (a step's fields unmount when it is left,
 * their values stay), the draft written on every change, each step checked on Next, the whole
 * request checked again on Create.
 */
export function WizardForm({
  role,
  focusOnMount,
  onStartOver,
}: {
  role: WizardRole;
  focusOnMount: boolean;
  onStartOver: () => void;
}) {
  const owner = useSession().me?.user.id ?? '';
  const [draft] = useState(() => loadDraft(role, owner));
  const [draftId] = useState(() => draft?.id ?? newDraftId());
  const [form] = Form.useForm<WizardValues>();
  const [step, setStep] = useState(draft?.step ?? STEP.details);
  const watched = Form.useWatch((all: WizardValues) => all, { form, preserve: true });
  const values = watched ?? draft?.values ?? {};
  const images = useReferenceImages(draftId);
  const [addingRecipient, setAddingRecipient] = useState(false);
  const [creating, setCreating] = useState(false);
  const revealErrors = useRef(false);
  const categories = useCategories();
  const clients = useClients(role === 'SHOPPER');
  const recipients = useRecipients({
    clientId: role === 'SHOPPER' ? values.clientId : undefined,
    enabled: role === 'CLIENT' || Boolean(values.clientId),
  });
  const create = useCreateTask();
  const { toast } = useToast();
  const navigate = useNavigate();
  const heading = useStepFocus(step, focusOnMount);

  const categoryOf = (id: string | undefined) => categories.data?.find((category) => category.id === id);
  const category = categoryOf(values.categoryId);
  const client = clients.data?.find((candidate) => candidate.id === values.clientId);
  const recipient = recipients.data?.find((candidate) => candidate.id === values.recipientId);

  const persist = (atStep = step) =>
    saveDraft(role, { id: draftId, owner, step: atStep, values: form.getFieldsValue(true) });

  // The recipient the answers were last prefilled from (or the draft's), so choosing another
  // replaces what it prefilled, and nothing the user typed.
  const chosen = useRef<{ id?: string; recipient?: RecipientWithProfile }>({ id: draft?.values.recipientId });
  const prefillFrom = (to: RecipientWithProfile & { id: string }) => {
    const from = chosen.current.recipient ?? recipients.data?.find((candidate) => candidate.id === chosen.current.id);
    for (const category of categories.data ?? []) {
      const path: ['answers', string] = ['answers', category.id];
      form.setFieldValue(path, prefillFromRecipient(form.getFieldValue(path), category, from, to));
    }
    chosen.current = { id: to.id, recipient: to };
  };
  // A recipient added without leaving the wizard is chosen, its answers prefilled.
  const choose = (added: RecipientWithProfile & { id: string }) => {
    form.setFieldValue('recipientId', added.id);
    prefillFrom(added);
    persist();
    form.validateFields(['recipientId']).catch(() => undefined);
  };
  const goTo = (next: number) => {
    setStep(next);
    persist(next);
  };

  // The first category unless one is chosen (a draft may name one that is gone).
  useEffect(() => {
    const first = categories.data?.[0];
    if (first && !categories.data!.some((category) => category.id === form.getFieldValue('categoryId'))) {
      form.setFieldValue('categoryId', first.id);
    }
  }, [categories.data, form]);

  // A draft's client or recipient may have gone since; a recipient just added is in the list
  // once the list has been read again.
  useEffect(() => {
    const id = form.getFieldValue('clientId') as string | undefined;
    if (!clients.data || clients.isFetching || !id || clients.data.some((candidate) => candidate.id === id)) return;
    form.setFieldValue('clientId', undefined);
    form.setFieldValue('recipientId', undefined);
  }, [clients.data, clients.isFetching, form]);
  useEffect(() => {
    const id = form.getFieldValue('recipientId') as string | undefined;
    if (!recipients.data || recipients.isFetching || !id || recipients.data.some((candidate) => candidate.id === id))
      return;
    form.setFieldValue('recipientId', undefined);
  }, [recipients.data, recipients.isFetching, form]);

  // After a refused Create: the step it went back to shows its messages (its fields are mounted now).
  useEffect(() => {
    if (!revealErrors.current) return;
    revealErrors.current = false;
    form.validateFields().catch(() => undefined);
  }, [step, form]);

  const submit = async () => {
    const all = form.getFieldsValue(true) as WizardValues;
    const chosen = categoryOf(all.categoryId);
    const problem = submitProblem(role, all, chosen);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: 'destructive' });
      revealErrors.current = true;
      goTo(problem.step);
      return;
    }
    setCreating(true);
    let uploadedImages: string[];
    try {
      uploadedImages = await Promise.all(images.images.map((image) => readAsDataUrl(image.file)));
    } catch {
      toast({ title: MESSAGES.imagesFailed, description: MESSAGES.imagesFailedDescription, variant: 'destructive' });
      setCreating(false);
      return;
    }
    try {
      const { id } = await create.mutateAsync(createTaskBody(role, all, chosen, uploadedImages));
      clearDraft(role);
      toast({ title: MESSAGES.created, variant: 'success' });
      navigate(`/tasks/${id}`);
    } catch (error) {
      setCreating(false);
      // The session is over: the shell sends her to sign in, and back to this draft.
      if (error instanceof ApiError && error.status === 401) return;
      toast({
        title: MESSAGES.createFailed,
        description: failureText(error, MESSAGES.createFailedDescription),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card styles={{ body: { padding: 'clamp(16px, 4vw, 32px)' } }}>
      <StepHeader step={step} headingRef={heading} />
      <Form<WizardValues>
        form={form}
        name="task-wizard"
        layout="vertical"
        initialValues={draft?.values}
        scrollToFirstError={{ focus: true, block: 'center' }}
        onValuesChange={(changed: Partial<WizardValues>) => {
          // Recipients belong to a client: another client, another list.
          if ('clientId' in changed) form.setFieldValue('recipientId', undefined);
          const picked = recipients.data?.find((candidate) => candidate.id === changed.recipientId);
          if (picked) prefillFrom(picked);
          for (const categoryId of Object.keys(changed.answers ?? {})) {
            const fields = categoryOf(categoryId)?.formSchema.fields.map((field) => field.key) ?? [];
            const answers = (form.getFieldValue(['answers', categoryId]) ?? {}) as AnswerValues;
            const routed = routeBottomsSizes(answers, fields);
            if (routed !== answers) form.setFieldValue(['answers', categoryId], routed);
          }
          persist();
        }}
        onFinish={() => (step < LAST_STEP ? goTo(step + 1) : void submit())}
        onFinishFailed={({ errorFields }) => {
          if (errorFields.some(({ name }) => name[0] === 'recipientId')) {
            toast({
              title: MESSAGES.missingRecipient,
              description: MESSAGES.recipientRequired,
              variant: 'destructive',
            });
          }
        }}
      >
        {step === STEP.details && <DetailsStep role={role} categories={categories} clients={clients} />}
        {step === STEP.recipient && (
          <RecipientStep
            recipients={recipients}
            needsClient={role === 'SHOPPER' && !values.clientId}
            clientName={client?.profile.displayName}
            myself={myselfChoice(role, client)}
            onAdd={() => setAddingRecipient(true)}
            onAdded={choose}
          />
        )}
        {step === STEP.preferences && <PreferencesStep categories={categories} category={category} />}
        {step === STEP.images && (
          <ImagesStep
            images={images.images}
            problems={images.problems}
            onAdd={(pick) => {
              images.add(pick);
              // The draft names its images: a reload finds them even if nothing else changed.
              persist();
            }}
            onRemove={images.remove}
          />
        )}
        {step === STEP.review && (
          <ReviewStep
            role={role}
            values={values}
            category={category}
            clientName={client && clientLabel(client)}
            recipientName={recipient && recipientLabel(recipient)}
            images={images.images}
            onEdit={goTo}
          />
        )}
        <WizardActions
          first={step === STEP.details}
          last={step === LAST_STEP}
          // Not before the images kept for the draft are back: they would be left out.
          createDisabled={createDisabled(role, values) || images.restoring}
          creating={creating}
          onBack={() => goTo(step - 1)}
          onStartOver={onStartOver}
        />
      </Form>
      <RecipientFormModal
        open={addingRecipient}
        clientId={role === 'SHOPPER' ? values.clientId : undefined}
        onClose={() => setAddingRecipient(false)}
        onSaved={(saved) => {
          setAddingRecipient(false);
          choose(saved);
        }}
      />
    </Card>
  );
}
