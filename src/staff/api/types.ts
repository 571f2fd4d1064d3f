/**
 * The answers of `/api/staff/*` as the browser reads them: one interface per JSON Schema of
 * schemas/api/staff/ (named after it). The server validates with those schemas; these types
 * follow them field for field.
 */

/** A role of a staff member (server/staff/access.ts is the authority). */
export type StaffRole = 'reviewer' | 'supervisor' | 'auditor' | 'admin';

/** Every role, in the order the console shows them. */
export const STAFF_ROLES: readonly StaffRole[] = ['reviewer', 'supervisor', 'auditor', 'admin'];

/** session.schema.json */
export interface StaffSession {
  signed_in: boolean;
  methods: { oidc: boolean; password: boolean };
  staff?: { id: string; email: string; display_name: string; roles: StaffRole[]; auth_method: 'password' | 'oidc' };
  csrf_token?: string;
  idle_timeout_seconds?: number;
  expires_at?: string;
}

/** login.schema.json */
export interface StaffLogin {
  email: string;
  password: string;
  totp: string;
}

/** meta.schema.json */
export interface StaffMeta {
  /** Each product: id, the i18n key of its name (`product:<id>.name`, locales/<lang>/product.json), its brand. */
  products: Array<{ id: string; name_key: string; brand: string }>;
  denial_reasons: string[];
  max_denial_reasons: number;
  roles: StaffRole[];
}

/** staff-ref.schema.json */
export interface StaffRef {
  staff_id: string;
  email: string;
  display_name: string;
}

/** One row of review-queue.schema.json */
export interface QueueItem {
  application_id: string;
  product: string;
  version: number;
  applicant_name: string;
  language: 'en' | 'es';
  loan_amount: number | null;
  reasons: string[];
  created_at: string;
  waiting_since: string;
  waiting_seconds: number;
  assigned_to: StaffRef | null;
}

/** review-queue.schema.json */
export interface ReviewQueue {
  total: number;
  items: QueueItem[];
}

/** audit-event.schema.json */
export interface AuditEvent {
  id: string;
  at: string;
  type: string;
  from_step: string | null;
  to_step: string | null;
  actor: StaffRef | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** A member's account in review-detail.schema.json */
export interface MemberAccount {
  type: string;
  description: string;
  last_four: string;
  balance: number;
}

/** A member's loan in review-detail.schema.json */
export interface MemberLoan {
  product: string;
  opened_on: string;
  closed_on: string | null;
  amount: number;
  days_past_due: number;
}

/** The member facts of review-detail.schema.json */
export interface MemberFacts {
  member_id: string;
  member_since: string;
  membership_months: number;
  monthly_direct_deposits: number;
  military_covered: boolean;
  core_banking_status: string;
  accounts: MemberAccount[];
  loans: MemberLoan[];
}

/** A rule outcome of review-detail.schema.json */
export interface RuleOutcome {
  rule: string;
  verdict: 'pass' | 'deny' | 'review' | 'skipped';
  reason: string | null;
}

/** An offer an approval would make (the applicant's LoanSchedule, SPEC section 3). */
export interface OfferPreview {
  offer_id?: string;
  number_of_payments?: number;
  amount_financed?: number;
  annual_interest_rate?: number;
  finance_charge?: number;
  total_of_payments?: number;
  amount_of_payments?: number;
  initial_payment_date?: string;
  final_payment_date?: string;
  [extra: string]: unknown;
}

/** review-detail.schema.json */
export interface ReviewDetail {
  application_id: string;
  product: string;
  /** i18n key of the product's name. */
  product_name_key: string;
  step: string;
  version: number;
  language: 'en' | 'es';
  created_at: string;
  awaiting_review: boolean;
  waiting_since: string | null;
  review_reasons: string[];
  outcome: Record<string, unknown> | null;
  applicant: { first_name: string; last_name: string; phone_last_four: string; ssn_last_four: string | null; age: number | null } | null;
  answers: Record<string, string | number | boolean | null>;
  member: MemberFacts | null;
  rules: RuleOutcome[];
  offers: OfferPreview[];
  events: AuditEvent[];
  assigned_to: StaffRef | null;
}

/** decision.schema.json */
export interface DecisionRequest {
  version: number;
  decision: 'approve' | 'deny';
  reasons?: string[];
}

/** decision-result.schema.json */
export interface DecisionResult {
  application_id: string;
  step: string;
  version: number;
  decision: 'approved' | 'denied';
  reasons: string[];
}

/** assignment-result.schema.json */
export interface AssignmentResult {
  application_id: string;
  assigned_to: StaffRef | null;
}

/** A notice's status (notices.schema.json). */
export type NoticeStatus = 'queued' | 'sent' | 'failed' | 'awaiting_print' | 'printed';

/** Every notice status, in the order the filter offers them. */
export const NOTICE_STATUSES: readonly NoticeStatus[] = ['queued', 'sent', 'failed', 'awaiting_print', 'printed'];

/** One row of notices.schema.json */
export interface Notice {
  id: string;
  application_id: string;
  kind: 'adverse_action' | 'review_decided' | 'funded';
  /** email, print (a letter of the printed batch), or delivery (the notice's job: not yet recorded, or failed). */
  channel: 'email' | 'print' | 'delivery';
  status: NoticeStatus;
  language: 'en' | 'es';
  created_at: string;
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
  job_id: string | null;
  /** YYYY-MM-DD of the printed batch that held the letter. */
  print_batch: string | null;
}

/** One row of jobs.schema.json */
export interface FailedJob {
  id: string;
  kind: string;
  /** null for a job about no application (a text message with a code). */
  application_id: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** job-retry-result.schema.json */
export interface JobRetryResult {
  id: string;
  kind: string;
  /** null for a job about no application. */
  application_id: string | null;
  status: 'queued';
}

/** funnel-slice.schema.json */
export interface FunnelSlice {
  key: string;
  steps: Array<{ step: string; applications: number; conversion: number | null }>;
  outcomes: {
    approved: number;
    denied: number;
    denied_by_reason: Record<string, number>;
    manual_review: number;
    funded: number;
    canceled: number;
    declined: number;
    processing_error: number;
  };
}

/** funnel.schema.json */
export interface FunnelReport {
  from: string;
  to: string;
  product: string | null;
  total: FunnelSlice;
  by_language: FunnelSlice[];
  by_brand: FunnelSlice[];
}

/** account.schema.json */
export interface StaffAccount {
  id: string;
  email: string;
  display_name: string;
  roles: StaffRole[];
  auth: 'password' | 'oidc';
  disabled: boolean;
  created_at: string;
  last_sign_in_at: string | null;
}

/** account-patch.schema.json */
export interface AccountPatch {
  roles?: StaffRole[];
  disabled?: boolean;
}
