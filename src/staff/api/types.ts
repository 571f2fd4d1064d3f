/**
 * The answers (and bodies) of `/api/staff/*` as the browser reads them, derived from their JSON
 * Schemas (schemas/api/staff/, the ones the server validates and documents) through
 * ./staffApiSchemas.generated.ts (`npm run generate:api-types`). Types only: nothing of the
 * generated module reaches the bundle; the two lists below are the console's own.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  accountPatchSchema, accountSchema, assignmentResultSchema, auditEventSchema, decisionResultSchema, decisionSchema, failedFundingsSchema,
  fundingResolutionResultSchema, fundingResolutionSchema, funnelSchema, funnelSliceSchema, jobRetryResultSchema, jobsSchema, loginSchema, metaSchema, noticesSchema, reviewDetailSchema, reviewQueueSchema,
  sessionSchema, staffRefSchema,
} from './staffApiSchemas.generated';

/**
 * The schemas other staff schemas refer to by file name (`"$ref": "staff-ref.schema.json"`).
 * FromSchema resolves such a reference against the `$id` of the schema that holds it
 * (`api/staff/...`) and finds the target among these by its own `$id`.
 */
type StaffReferences = [typeof staffRefSchema, typeof auditEventSchema, typeof funnelSliceSchema, typeof accountSchema];

/** The type of a staff schema, its references to the other staff schemas followed. */
type FromStaffSchema<S extends JSONSchema> = FromSchema<S, { references: StaffReferences }>;

/** account.schema.json: one staff account (built-in with password and TOTP, or single sign-on). */
export type StaffAccount = FromStaffSchema<typeof accountSchema>;

/** A role of a staff member (server/staff/access.ts is the authority). */
export type StaffRole = StaffAccount['roles'][number];

/** Every role, in the order the console shows them. */
export const STAFF_ROLES: readonly StaffRole[] = ['reviewer', 'supervisor', 'auditor', 'admin'];

/** session.schema.json: who is signed in, the CSRF token and the ways of signing in. */
export type StaffSession = FromStaffSchema<typeof sessionSchema>;

/** login.schema.json: e-mail, password and the current TOTP code. */
export type StaffLogin = FromStaffSchema<typeof loginSchema>;

/**
 * meta.schema.json: each product (id, the i18n key of its name `product:<id>.name` in
 * locales/<lang>/product.json, its brand), the denial reasons and the roles.
 */
export type StaffMeta = FromStaffSchema<typeof metaSchema>;

/** staff-ref.schema.json: a staff member as other answers name them. */
export type StaffRef = FromStaffSchema<typeof staffRefSchema>;

/** review-queue.schema.json: one page of the applications awaiting manual review, and how many match. */
export type ReviewQueue = FromStaffSchema<typeof reviewQueueSchema>;

/** One row of review-queue.schema.json */
export type QueueItem = ReviewQueue['items'][number];

/** audit-event.schema.json: one event of an application's audit trail (actor null: the applicant or the server). */
export type AuditEvent = FromStaffSchema<typeof auditEventSchema>;

/** review-detail.schema.json: what a reviewer needs to decide. */
export type ReviewDetail = FromStaffSchema<typeof reviewDetailSchema>;

/** The member facts of review-detail.schema.json */
export type MemberFacts = NonNullable<ReviewDetail['member']>;

/** A member's account in review-detail.schema.json */
export type MemberAccount = MemberFacts['accounts'][number];

/** A member's loan in review-detail.schema.json */
export type MemberLoan = MemberFacts['loans'][number];

/** A rule outcome of review-detail.schema.json */
export type RuleOutcome = ReviewDetail['rules'][number];

/** An offer an approval would make (the applicant's LoanSchedule, SPEC section 3; every field may be missing). */
export type OfferPreview = ReviewDetail['offers'][number];

/** decision.schema.json: approve, or deny with 1-4 catalogue reasons, at the version the reviewer saw. */
export type DecisionRequest = FromStaffSchema<typeof decisionSchema>;

/** decision-result.schema.json: the recorded decision, the application's new step and version. */
export type DecisionResult = FromStaffSchema<typeof decisionResultSchema>;

/** assignment-result.schema.json: who the application is assigned to now (null: nobody). */
export type AssignmentResult = FromStaffSchema<typeof assignmentResultSchema>;

/**
 * One row of notices.schema.json. `channel`: email, print (a letter of the printed batch), or
 * delivery (the notice's job: not yet recorded, or failed); `print_batch`: YYYY-MM-DD of the
 * printed batch that held the letter.
 */
export type Notice = FromStaffSchema<typeof noticesSchema>['items'][number];

/** A notice's status (notices.schema.json). */
export type NoticeStatus = Notice['status'];

/** Every notice status, in the order the filter offers them. */
export const NOTICE_STATUSES: readonly NoticeStatus[] = ['queued', 'sent', 'failed', 'awaiting_print', 'printed'];

/** One row of jobs.schema.json (`application_id` null for a job about no application: a text message with a code). */
export type FailedJob = FromStaffSchema<typeof jobsSchema>['items'][number];

/** job-retry-result.schema.json: the job, queued again. */
export type JobRetryResult = FromStaffSchema<typeof jobRetryResultSchema>;

/**
 * One row of failed-fundings.schema.json: a loan booked at the core and never paid out, whose
 * funding failed for good (voided by the fund job, or `void_error` says why not), until resolved.
 */
export type FailedFunding = FromStaffSchema<typeof failedFundingsSchema>['items'][number];

/** funding-resolution.schema.json: what was done about the loan at the core. */
export type FundingResolution = FromStaffSchema<typeof fundingResolutionSchema>;

/** funding-resolution-result.schema.json: the failed funding is resolved and leaves the list. */
export type FundingResolutionResult = FromStaffSchema<typeof fundingResolutionResultSchema>;

/** funnel-slice.schema.json: the funnel and outcomes of one slice (all, one language, or one brand). */
export type FunnelSlice = FromStaffSchema<typeof funnelSliceSchema>;

/** funnel.schema.json: the funnel of a date range, in total and by language and by brand. */
export type FunnelReport = FromStaffSchema<typeof funnelSchema>;

/** account-patch.schema.json: new roles of a built-in account, or disabled / enabled. */
export type AccountPatch = FromStaffSchema<typeof accountPatchSchema>;
