import { readApplicant } from '../../domain/application/applicantContact';
import { approvalData, isAwaitingReview } from '../../domain/lifecycle';
import type { MemberRecord } from '../../domain/member';
import { ApiError } from '../../errors/apiError';
import type { AppServices } from '../../http/services';
import { applicationsRepo, type ApplicationData, type ApplicationRecord } from '../../repos/applications';
import { applicationEventsRepo, type StaffAuditEvent } from '../audit/applicationEvents';
import { applicantView } from './applicantView';
import { assignmentsRepo } from './assignments';
import { reasonsOf } from './queue';
import { ruleOutcomes } from './ruleOutcomes';

/** Application fields that are the server's own (offers, accounts, bounds), not the applicant's answers. */
const NOT_ANSWERS = new Set(['loan_schedules', 'selected_loan_schedule', 'selected_offer_id', 'checking_accounts', 'min_loan_amount', 'max_loan_amount', 'automatic_payment_apr_discount']);

/** The applicant's answers: the scalar form fields, and the deposit account by description and last four. */
export function answersOf(data: ApplicationData): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(data)) {
    if (NOT_ANSWERS.has(key)) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value as string | number | boolean | null;
  }
  const account = data.direct_deposit_account;
  if (account) out.direct_deposit_account = [account.description, account.last_four ? `••${account.last_four}` : ''].filter(Boolean).join(' ');
  return out;
}

function memberView(member: MemberRecord, today: string) {
  const since = new Date(`${member.member_since}T00:00:00Z`);
  const now = new Date(`${today}T00:00:00Z`);
  const months = (now.getUTCFullYear() - since.getUTCFullYear()) * 12 + (now.getUTCMonth() - since.getUTCMonth()) - (now.getUTCDate() < since.getUTCDate() ? 1 : 0);
  return {
    member_id: member.member_id,
    member_since: member.member_since,
    membership_months: Math.max(0, months),
    monthly_direct_deposits: member.monthly_direct_deposits,
    military_covered: member.military_covered,
    core_banking_status: member.core_banking_status,
    accounts: member.accounts.map((a) => ({ type: a.type, description: a.description, last_four: a.last_four, balance: a.balance })),
    loans: member.loans.map((l) => ({ product: l.product, opened_on: l.opened_on, closed_on: l.closed_on, amount: l.amount, days_past_due: l.days_past_due })),
  };
}

function offersOf(services: AppServices, app: ApplicationRecord, member: MemberRecord | null, today: string): unknown[] {
  const product = services.products.get(app.product);
  if (!product) return [];
  if (!isAwaitingReview(app)) return (app.data.loan_schedules as unknown[] | undefined) ?? [];
  if (!member) return [];
  try {
    return (approvalData(product, app, member, today).loan_schedules as unknown[] | undefined) ?? [];
  } catch {
    return [];
  }
}

/** The last 'decided' event: when the rules sent the application to review, and why. */
function reviewEntry(events: StaffAuditEvent[]): { since: string | null; reasons: string[] } {
  const decided = [...events].reverse().find((e) => e.type === 'decided' && e.detail.decision === 'manual_review');
  return { since: decided?.at ?? null, reasons: reasonsOf(decided?.detail.reasons) };
}

/**
 * Everything a reviewer needs about one application (schemas/api/staff/review-detail.schema.json):
 * the applicant (masked), the answers, the member facts and each rule's outcome today, the offers
 * an approval would make, the audit trail and the assignee. `applicationId` may also be the
 * application's reference (`PAL-7Q4K-2M`, as a member reads it out). 404 for an unknown application.
 */
export async function reviewDetail(services: AppServices, applicationId: string) {
  const app = await applicationsRepo.byIdOrReference(services.db, applicationId);
  if (!app) throw new ApiError(404, 'NOT_FOUND', 'No such application.');
  const today = services.now().toISOString().slice(0, 10);
  const { contact, language } = await readApplicant(services.db, services.secrets, app.id);
  const member = app.member_id ? await services.members.getMember(app.member_id).catch(() => null) : null;
  const product = services.products.get(app.product);
  const applicant = applicantView(contact, today);
  const events = await applicationEventsRepo.forApplication(services.db, app.id);
  const entry = reviewEntry(events);
  let rules: ReturnType<typeof ruleOutcomes> = [];
  if (member && product && applicant?.age != null) {
    try {
      rules = ruleOutcomes(product.config, member, { applicantAge: applicant.age, loanAmount: Number(app.data.loan_amount), housing: Number(app.data.monthly_housing_expenses ?? 0), today });
    } catch {
      rules = []; // an amount the rules cannot read (an application that never got that far)
    }
  }
  return {
    application_id: app.id,
    reference: app.reference,
    product: app.product,
    product_name_key: product?.flow.name ?? app.product,
    step: app.step,
    version: app.version,
    language,
    channel: app.channel,
    created_at: new Date(app.created_at).toISOString(),
    awaiting_review: isAwaitingReview(app),
    waiting_since: entry.since,
    review_reasons: entry.reasons,
    outcome: app.outcome,
    applicant,
    answers: answersOf(app.data),
    member: member ? memberView(member, today) : null,
    rules,
    offers: offersOf(services, app, member, today),
    events,
    assigned_to: await assignmentsRepo.of(services.db, app.id),
  };
}
