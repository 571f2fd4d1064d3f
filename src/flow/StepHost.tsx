import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, tokens } from '@fluentui/react-components';
import { withTheme } from '@rjsf/core';
import type { ErrorSchema, FormValidation, RJSFSchema } from '@rjsf/utils';
import { widgets, templates, preloadWidgets, useFormSetField } from '../../widgets/index';
import type { ApplicationView } from '../core/application';
import type { FlowStep, FormStepConfig } from '../core/flow/types';
import type { Step } from '../core/steps';
import { applyClearRules, pickPayload, validateFormData } from '../core/forms/validateForm';
import { fieldRule } from '../core/rules/registry';
import { apiPost } from '../api/client';
import { APPLICATION_KEY, useStepMutation } from '../api/application';
import { loadHttpClient } from '../api/client';
import { errorCodeMessage, errorMessage, isApiError, type ApiError } from '../api/errors';
import { useToast } from '../services/toast';
import { useCancelApplication } from './useCancelApplication';
import { useGoToStep } from './FlowContext';
import { StepProgress } from './StepProgress';
import { SubmitButton } from './SubmitButton';
import { getVisitorId, startVisitorId } from './visitorId';
import { useFormRuntime } from './forms/validators';
import { hasEmptyRequired, initialFormData } from './forms/formData';
import { fieldMessageValues, messageValues } from './forms/money';
import { isFieldDetails, serverFieldErrors, transformErrorsWith } from './forms/errorMessages';
import { applyFailureOf, type ApplyFailure } from './forms/applyFailure';
import type { ApplyAnswer } from '../core/apiTypes';
import { FORM_TOKEN_FIELD } from '../core/forms/postedForm';
import { useFlow } from './FlowContext';
import { channelUiSchema, skippedStepsOf } from './memberSteps';
import { backPastSkipped } from '../core/flow/skippedSteps';
import { postPath, readTypedFields, useServerForm } from './forms/serverForm';
import { formDataOfServerForm } from './forms/serverFormData';
import { useHydrated } from '../services/useHydrated';
import { memberIsInField } from './forms/memberFocus';

/** The apply page's could-not-send / too-many-tries message, loaded only when shown. */
const ApplyFailureMessage = lazy(() => import('./forms/ApplyFailureMessage'));

/** The problems of a form the server answered (posted before or without JavaScript), loaded only when shown. */
const ErrorSummary = lazy(() => import('./forms/ErrorSummary'));

/** The RJSF form themed with our widgets and templates (built once). */
const ThemedForm = withTheme<Record<string, unknown>>({ widgets, templates });

/** The step title: Fluent's title2, as the special screens' titles (src/screens/common/ScreenTitle.tsx). */
const TITLE_STYLE = {
  outline: 'none',
  margin: `0 0 ${tokens.spacingVerticalM}`,
  fontSize: tokens.fontSizeHero700,
  lineHeight: tokens.lineHeightHero700,
  fontWeight: tokens.fontWeightSemibold,
} as const;

/** sessionStorage key of the one-time code token (SPEC section 3). */
export const OTP_TOKEN_KEY = 'otp_token';

/** Props of StepHost: the flow step with its form. */
export interface StepHostProps {
  step: FlowStep & { form: FormStepConfig };
  /** On the apply page: called when the member moves into the form. */
  onEnter?: () => void;
}

/**
 * Renders any form step of the flow with RJSF: translated texts, precompiled validation with
 * the schema's i18n messages, flow checks and clear rules; submits the payload and follows the
 * server's next step. A form with `otpChallenge` (the apply step) keeps the answer's otp token
 * and goes to the step the flow names there.
 */
export default function StepHost({ step, onEnter }: StepHostProps) {
  const { form } = step;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const application = queryClient.getQueryData<ApplicationView>(APPLICATION_KEY);
  const { product, flow } = useFlow();
  // A member who arrived by a channel may see the step's form its own way (flow JSON channels.<name>.ui).
  const runtime = useFormRuntime(form.schema, channelUiSchema(flow, application, step.step) ?? form.uiSchema);
  const challenge = form.otpChallenge;
  const isApply = challenge !== undefined;
  const pageForm = useServerForm();
  // What was typed into the server's fields (and the caret), read as the form first renders in the browser.
  const [serverForm] = useState(() => (isApply ? { ...pageForm, ...readTypedFields() } : pageForm));
  // Back past a step this application skips (a launch's prefilled deposit account) opens the form before it.
  const skipped = skippedStepsOf(flow, application);
  const back = form.back && backPastSkipped(flow.steps, form.back, skipped);
  // The apply page as the server answered a form posted without JavaScript: its values, problems and message.
  const posted = isApply && serverForm.posted?.screen === 'apply' ? serverForm.posted : undefined;
  const [formData, setFormData] = useState<Record<string, unknown>>(() => {
    const start = initialFormData(form, application);
    return isApply ? formDataOfServerForm(start, runtime.uiSchema, serverForm, String(t('forms:widgets.date.order'))) : start;
  });
  const [submitted, setSubmitted] = useState(() => !!posted?.errors?.length);
  const [busy, setBusy] = useState(false);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(() =>
    posted?.errors?.length
      ? (serverFieldErrors(posted.errors, (key, v) => String(t(key, v)), (field) => fieldMessageValues(runtime.schema, field, formData)) as ErrorSchema)
      : undefined,
  );
  const [applyFailure, setApplyFailure] = useState<ApplyFailure | undefined>(posted?.failure);
  // The summary of the problems the server found, shown until the member changes the form.
  const [summary, setSummary] = useState(() => posted?.errors ?? []);
  const mutation = useStepMutation(form.submit);
  const goToStep = useGoToStep();
  const hydrated = useHydrated();

  const toast = useToast();
  const cancelApplication = useCancelApplication();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // A field the member was typing in when the app took the page over keeps the focus and its
    // caret. While the member is in a field (that one, or one they moved to since the form first
    // rendered) the browser has both right: a caret read earlier would send the next letters back
    // into the middle of the text. Only a focus lost meanwhile goes back to the field read then.
    const kept = serverForm.focus && document.getElementById(serverForm.focus.id);
    const section = heading.current?.closest('section') ?? null;
    const inField = memberIsInField(section);
    if (kept instanceof HTMLInputElement) {
      if (!inField) {
        kept.focus();
        if (serverForm.focus?.start != null) kept.setSelectionRange(serverForm.focus.start, serverForm.focus.end ?? serverForm.focus.start);
      }
    } else if (!posted?.errors?.length && !posted?.failure && !inField) heading.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each step's mount only
  }, [step.step]);

  // Past the apply page the member is in the flow: fetch the widgets of the later forms now,
  // so they render at once (the apply page keeps its JavaScript to what it shows).
  useEffect(() => {
    if (!isApply) void preloadWidgets();
  }, [isApply]);

  // When the member moves into the form (any focus but the heading's own on mount), not while the
  // page loads, start: FingerprintJS's light sources (its heavy ones run at submit: visitorId.ts),
  // the widgets and HTTP client Continue needs, and what `onEnter` starts (the pages that follow).
  // Each in a task of its own, after the focus: a key typed meanwhile is answered between them
  // (inserting a page's module preloads alone took 100 ms at the low-tier phone's speed).
  const entered = useRef(false);
  const onMoveIntoForm = (event: React.FocusEvent) => {
    if (!isApply || event.target === heading.current || entered.current) return;
    entered.current = true;
    const starts = [
      startVisitorId,
      () => void preloadWidgets(), // the amount and account inputs of the steps that follow
      () => void loadHttpClient().catch(() => undefined), // for Continue (a failure shows when it posts)
      () => onEnter?.(),
    ];
    for (const start of starts) setTimeout(start, 0);
  };

  const values = useCallback((field: string) => fieldMessageValues(runtime.schema, field, formData), [runtime, formData]);
  const translate = useCallback((key: string, v?: Record<string, unknown>) => String(t(key, v)), [t]);
  const uiSchema = useMemo(() => ({ ...runtime.uiSchema, 'ui:submitButtonOptions': { norender: true } }), [runtime]);
  const { formRef, setField } = useFormSetField();
  const transformErrors = useMemo(() => transformErrorsWith(runtime.schema as never, translate, values), [runtime, translate, values]);
  const customValidate = useCallback(
    (data: Record<string, unknown> | undefined, errors: FormValidation<Record<string, unknown>>) => {
      for (const check of form.checks ?? []) {
        const value = data?.[check.field];
        if (value === undefined || value === '') continue;
        if (!fieldRule(check.rule)(value, check.params ?? {}, new Date())) {
          const fieldErrors = (errors as Record<string, { addError?: (m: string) => void; __errors?: string[] }>)[check.field];
          if (fieldErrors?.addError && !(fieldErrors.__errors ?? []).length) fieldErrors.addError(translate(check.message, values(check.field)));
        }
      }
      return errors;
    },
    [form.checks, translate, values],
  );

  const problems = useMemo(
    () => validateFormData(form, runtime.schema as never, runtime.validate, formData),
    [form, runtime, formData],
  );
  // The server's page (and a page without JavaScript) keeps Continue usable: the server answers the post.
  const continueDisabled = busy || (isApply ? hydrated && submitted && problems.length > 0 : problems.length > 0 || hasEmptyRequired(runtime.schema, formData));

  const showSubmitError = (error: ApiError) => {
    if (error.status_code === 401) {
      toast.error(errorCodeMessage(t, 'SESSION_EXPIRED'));
      goToStep('MAIN_APPLY');
    } else if (error.status_code === 400 && isFieldDetails(error.details)) {
      setExtraErrors(serverFieldErrors(error.details, translate, values) as ErrorSchema);
    } else {
      toast.error(errorMessage(t, error));
    }
  };

  const submitApply = async (payload: Record<string, unknown>, next: Step) => {
    const visitor = await getVisitorId();
    try {
      // The language shown (chosen on the page): the code's text and the application's notices use it.
      const answer = await apiPost<ApplyAnswer>(form.submit, { ...payload, visitorId: visitor, language: i18n.language });
      sessionStorage.removeItem(OTP_TOKEN_KEY);
      sessionStorage.setItem(OTP_TOKEN_KEY, answer.otp_token);
      goToStep(next);
    } catch (error) {
      // A code that could not be sent or too many tries: say so here, keeping what was typed.
      const failure = applyFailureOf(error);
      if (failure) setApplyFailure(failure);
      else goToStep('APPLICATION_PROCESSING_ERROR');
    } finally {
      setBusy(false);
    }
  };

  const submit = (data: Record<string, unknown>) => {
    const payload = pickPayload(form, applyClearRules(form, data));
    setBusy(true);
    setExtraErrors(undefined);
    setApplyFailure(undefined);
    if (challenge) {
      void submitApply(payload, challenge.next);
      return;
    }
    mutation.mutate(payload, {
      onSuccess: (next) => goToStep(next.step),
      onError: (error) => (isApiError(error) ? showSubmitError(error) : toast.error(errorMessage(t, error))),
      onSettled: () => setBusy(false),
    });
  };

  /** A one-press answer (the `choices` widget): sends the step when the form is then complete; else only sets the value. */
  const choose = (field: string, value: unknown) => {
    const next = applyClearRules(form, { ...formData, [field]: value });
    if (busy || validateFormData(form, runtime.schema as never, runtime.validate, next).length || hasEmptyRequired(runtime.schema, next)) return;
    setSubmitted(true);
    submit(next);
  };

  return (
    // data-live: the app has the form (before, Continue posts it to the server); browser tests wait for it.
    <section aria-labelledby="step-title" onFocusCapture={onMoveIntoForm} data-live={hydrated || undefined}>
      <StepProgress step={step.step} skipped={skipped} />
      <h1 id="step-title" ref={heading} tabIndex={-1} style={TITLE_STYLE}>
        {translate(form.title)}
      </h1>
      {form.subtitle && <p>{translate(form.subtitle, messageValues(formData))}</p>}
      {posted?.messageKey && (
        <p role="alert" style={{ color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold }}>
          {translate(posted.messageKey)}
        </p>
      )}
      {summary.length > 0 && (
        <Suspense fallback={null}>
          <ErrorSummary problems={summary} schema={runtime.schema as never} translate={translate} values={values} />
        </Suspense>
      )}
      {applyFailure && (
        <Suspense fallback={null}>
          <ApplyFailureMessage failure={applyFailure} />
        </Suspense>
      )}
      <ThemedForm
        // Without JavaScript (or before the app has taken the page over) the form posts to the server itself.
        method={isApply ? 'post' : undefined}
        action={isApply ? postPath(step.route, product) : undefined}
        ref={formRef}
        schema={runtime.schema as RJSFSchema}
        uiSchema={uiSchema}
        validator={runtime.validator}
        formData={formData}
        formContext={{ application, formData, setField, choose, submitted: !!posted?.errors?.length }}
        noHtml5Validate
        showErrorList={false}
        liveValidate={submitted || !isApply ? 'onChange' : false}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={extraErrors}
        onChange={(event) => {
          setExtraErrors(undefined);
          if (summary.length) setSummary([]);
          setFormData(applyClearRules(form, { ...(event.formData ?? {}) }));
        }}
        onError={() => setSubmitted(true)}
        onSubmit={(event) => {
          setSubmitted(true);
          submit(event.formData ?? {});
        }}
      >
        {isApply && serverForm.formToken !== undefined && <input type="hidden" name={FORM_TOKEN_FIELD} value={serverForm.formToken} />}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 24 }}>
          <SubmitButton disabled={continueDisabled}>{translate('common:buttons.continue')}</SubmitButton>
          {back && (
            <Button type="button" onClick={() => goToStep(back)}>
              {translate('common:buttons.back')}
            </Button>
          )}
          {form.cancel && (
            <Button type="button" appearance="subtle" onClick={() => void cancelApplication()}>
              {translate('common:buttons.cancel')}
            </Button>
          )}
        </div>
      </ThemedForm>
    </section>
  );
}
