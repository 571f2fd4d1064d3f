import type { Step } from '../steps';
import type { FlowChannels } from './channelTypes';

/**
 * A check that JSON Schema cannot express (e.g. an age computed from today's date), applied
 * by the browser and the server alike through the rule registry of `src/core/rules`.
 */
export interface FieldCheck {
  /** Form field the check applies to. */
  field: string;
  /** Rule name in the core rule registry (e.g. `minimumAge`). */
  rule: string;
  /** Parameters handed to the rule. */
  params?: Record<string, unknown>;
  /** i18n key of the message shown when the check fails. */
  message: string;
}

/** A form step: rendered by the generic StepHost in the browser, validated by the server. */
export interface FormStepConfig {
  /** Path of the form's JSON Schema, relative to `schemas/`. */
  schema: string;
  /** Path of the form's uiSchema, relative to `schemas/`. */
  uiSchema: string;
  /** i18n key of the page title. */
  title: string;
  /** i18n key of the page subtitle. */
  subtitle?: string;
  /** Call (after `/api/v1/{product}/`) the form posts to. */
  submit: string;
  /** Form fields sent in the payload (everything else stays in the browser). */
  payload: string[];
  /**
   * Values copied from the application into the form data before validation, keyed by form
   * field: `"min_loan_amount": "min_loan_amount"` or `"account_ids": "checking_accounts[].account_id"`.
   * Schemas reference them with `{"$data": "1/<field>"}`. The server overwrites them from the
   * stored application, so a client cannot change them.
   */
  bind?: Record<string, string>;
  /**
   * Where each payload field is kept on the application: `"amount": "loan_amount"`. Also used
   * to fill the form from the application when the applicant comes back to the step.
   */
  store?: Record<string, string>;
  /** Fields cleared when another field takes a value other than the one named. */
  clearUnless?: Array<{ field: string; when: string; equals: string }>;
  /** Checks beyond JSON Schema. */
  checks?: FieldCheck[];
  /** Step the Back button goes to; none when absent. */
  back?: Step;
  /** Whether the step shows a Cancel button (needs a session). */
  cancel?: boolean;
  /**
   * The form opens an application with a one-time-code challenge (the apply step): it sends the
   * visitor id, its answer's `otp_token` is kept in the tab's session and the page goes to `next`;
   * a code that could not be sent or too many tries are said on the page, other failures go to
   * the processing-error step; live validation waits for the first submit.
   */
  otpChallenge?: { next: Step };
  /**
   * How the review screen shows this step's answers (a form step with `store` is a row of the
   * review, with an Edit link to it): `label` (i18n key; default the form's `title`) and
   * `format` of the stored value (default `text`; see {@link REVIEW_FORMATS}).
   */
  review?: { label?: string; format?: ReviewFormat };
}

/**
 * How the review shows a stored answer: `text` (the stored values, joined), `currency` (whole
 * dollars), `loanPurpose` (the purpose's name, with the other reason), `depositAccount`
 * (`EVERYDAY CHECKING ...4521`).
 */
export const REVIEW_FORMATS = ['text', 'currency', 'loanPurpose', 'depositAccount'] as const;

/** One of {@link REVIEW_FORMATS}. */
export type ReviewFormat = (typeof REVIEW_FORMATS)[number];

/** One step of a flow file. Exactly one of `form` and `screen` is given. */
export interface FlowStep {
  /** Server step name. */
  step: Step;
  /** Browser route of the step. */
  route: string;
  /** A form rendered from JSON Schema. */
  form?: FormStepConfig;
  /** Name of a special screen in the browser's screen registry. */
  screen?: string;
  /** Screen options (i18n keys, targets...) handed to the screen component. */
  options?: Record<string, unknown>;
  /** Name of the server handler in `server/steps` for calls of this step. */
  server?: string;
  /** Whether this step shows in the progress indicator. */
  progress?: boolean;
}

/** A route that is not a server step (e.g. the offer-declined screen). */
export interface FlowExtraRoute {
  route: string;
  screen: string;
  options?: Record<string, unknown>;
}

/** A product's flow file (`flows/<product>.flow.json`). */
export interface FlowDefinition {
  $schema?: string;
  /** Version of the flow file format. */
  flowVersion: 1;
  /** Product id, used in `/api/v1/{product}`. */
  product: string;
  /** i18n key of the product name. */
  name: string;
  /** Product configuration file beside the flow (loan limits, pricing, decision rules). */
  productConfig: string;
  /** Steps in flow order. */
  steps: FlowStep[];
  /** Routes that are not server steps. */
  extraRoutes?: FlowExtraRoute[];
  /** Per channel (how a member arrives), the steps skipped and what the core prefills; see {@link FlowChannels}. */
  channels?: FlowChannels;
}
