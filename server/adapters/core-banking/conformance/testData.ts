import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { projectPath } from '../../../config/projectRoot';
import type { CoreCodes, LoanBooking, LoanPayment, PaymentFrequency } from '../../ledger/booking';

/** The suite's test data (schemas/core-banking.test-data.json): what the core under test must hold. */
export interface ConformanceData {
  member: {
    member_id: string; ssn: string; date_of_birth: string; first_name: string; last_name: string; phone: string;
    checking_account_id: string; not_checking_account_id: string; closed_pal_loans_at_least: number;
    /** Amounts the core holds for the member, in dollars (compared: a core in cents fails). */
    known_figures: { monthly_direct_deposits: number; account_balances: Record<string, number> };
  };
  unknown_identity: { ssn: string; date_of_birth: string };
  unknown_member_id: string;
  unknown_loan_id: string;
  loan: { product: string; core_codes: CoreCodes; payment_frequency: PaymentFrequency; automatic_payments: boolean; terms: Omit<LoanBooking['terms'], 'funding_date'>; payments: Array<Omit<LoanPayment, 'due_date'>> };
}

/** The test data file beside the contract. */
export const TEST_DATA_FILE = projectPath('schemas', 'core-banking.test-data.json');

/** Reads the test data. */
export function loadConformanceData(file = TEST_DATA_FILE): ConformanceData {
  return JSON.parse(readFileSync(file, 'utf8')) as ConformanceData;
}

function addMonths(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
}

/** A booking of the test loan for the test member under a new application id: funded today, paid monthly, maturing on the last payment. */
export function testBooking(data: ConformanceData, today: string, applicationId: string = randomUUID()): LoanBooking {
  const schedule = data.loan.payments.map((p) => ({ ...p, due_date: addMonths(today, p.number) }));
  return {
    application_id: applicationId,
    member_id: data.member.member_id,
    product: data.loan.product,
    core_codes: data.loan.core_codes,
    deposit_account_id: data.member.checking_account_id,
    automatic_payments: data.loan.automatic_payments,
    payment_frequency: data.loan.payment_frequency,
    maturity_date: schedule[schedule.length - 1]?.due_date ?? today,
    terms: { ...data.loan.terms, funding_date: today },
    schedule,
  };
}
