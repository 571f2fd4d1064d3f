import { createHash } from 'node:crypto';
import { formatDate, formatMoney, formatPercent } from './format';
import { agreementTexts } from './texts';
import type { AgreementData, AgreementLoan, Language } from './types';

/** One of the four boxed Regulation Z disclosures. */
export interface FederalBoxCell {
  label: string;
  description: string;
  value: string;
}

/** A piece of the agreement; the HTML and PDF renderers draw the same blocks. */
export type AgreementBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'federalBox'; heading: string; cells: FederalBoxCell[] }
  | { kind: 'table'; caption: string; columns: string[]; rows: string[][] }
  | { kind: 'keyValues'; rows: Array<[string, string]> };

/** The agreement as language-resolved content, independent of the output format. */
export interface AgreementDocument {
  language: Language;
  title: string;
  blocks: AgreementBlock[];
}

/** One row of the Regulation Z payment schedule. */
export interface ScheduleRow {
  count: number;
  amount: number;
  /** First due date of the run (YYYY-MM-DD). */
  firstDate: string;
}

/**
 * Groups the payments into runs of equal amounts (e.g. 5 payments of $100.00 monthly, then
 * 1 of $98.12). Uses the schedule's payment list when present, else number_of_payments ×
 * amount_of_payments from the initial payment date.
 */
export function paymentScheduleRows(loan: AgreementLoan): ScheduleRow[] {
  const payments = Array.isArray(loan.payments) && loan.payments.length > 0
    ? loan.payments
    : [{ date: loan.initial_payment_date, amount: loan.amount_of_payments, count: loan.number_of_payments }];
  const rows: ScheduleRow[] = [];
  for (const p of payments) {
    const count = 'count' in p ? p.count : 1;
    const last = rows[rows.length - 1];
    const cents = Math.round(p.amount * 100);
    if (last && Math.round(last.amount * 100) === cents) last.count += count;
    else rows.push({ count, amount: p.amount, firstDate: p.date });
  }
  return rows;
}

/** Resolves the agreement data into the ordered blocks of the document, in its language. */
export function buildAgreementDocument(data: AgreementData): AgreementDocument {
  const t = agreementTexts[data.language];
  const { institution: inst, loan } = data;
  const date = (d: string) => formatDate(d, data.language);
  const borrowerName = `${data.borrower.firstName} ${data.borrower.lastName}`;
  const account = t.accountLabel(data.account.description, data.account.lastFour);
  const p = (text: string): AgreementBlock => ({ kind: 'paragraph', text });
  const h = (text: string): AgreementBlock => ({ kind: 'heading', text });
  const fee = typeof loan.application_fee === 'number' && loan.application_fee > 0 ? loan.application_fee : 0;
  const late = data.lateCharge && data.lateCharge.amount > 0 ? data.lateCharge : null;
  const rate = typeof loan.note_rate === 'number' ? loan.note_rate : loan.annual_interest_rate;

  const blocks: AgreementBlock[] = [
    h(t.partiesHeading),
    { kind: 'keyValues', rows: [
      [t.creditor, `${inst.name}, ${inst.address}, ${inst.phone}`],
      [t.borrower, borrowerName],
      [t.agreementDate, date(data.dates.agreementDate)],
      // The application's short reference; envelopes stored before it existed have none (never the offer id).
      ...(data.reference ? [[t.reference, data.reference] as [string, string]] : []),
    ] },
    p(t.intro(inst.name)),
    { kind: 'federalBox', heading: t.federalBoxHeading, cells: [
      { ...t.apr, value: formatPercent(loan.annual_interest_rate) },
      { ...t.financeCharge, value: formatMoney(loan.finance_charge) },
      { ...t.amountFinanced, value: formatMoney(loan.amount_financed) },
      { ...t.totalOfPayments, value: formatMoney(loan.total_of_payments) },
    ] },
    { kind: 'table', caption: t.scheduleHeading, columns: [...t.scheduleColumns],
      rows: paymentScheduleRows(loan).map((r) => [
        String(r.count), formatMoney(r.amount), r.count > 1 ? t.monthlyBeginning(date(r.firstDate)) : t.onDate(date(r.firstDate)),
      ]) },
    h(t.lateChargeHeading), p(late ? t.lateCharge(formatMoney(late.amount), late.graceDays) : t.noLateCharge),
    h(t.prepaymentHeading), p(t.prepayment),
    h(t.securityHeading), p(t.security),
    p(t.contractReference),
    h(t.itemizationHeading),
    { kind: 'keyValues', rows: [
      [t.itemDirect(account), formatMoney(loan.amount_financed)],
      [t.itemOnAccount, formatMoney(0)],
      [t.itemToOthers, formatMoney(0)],
      [t.itemPrepaidFinanceCharge, formatMoney(fee)],
      [t.itemAmountFinanced, formatMoney(loan.amount_financed)],
    ] },
    ...(fee > 0 ? [p(t.applicationFee(formatMoney(fee)))] : []),
    h(t.promiseHeading),
    p(t.promise(inst.name, formatPercent(rate), formatMoney(loan.total_of_payments), loan.number_of_payments)),
    h(t.palHeading), p(t.pal),
    h(t.autopayHeading),
    p(data.autopay.enabled
      ? t.autopayEnabled(inst.name, account, (data.autopay.discount * 100).toFixed(2), inst.phone)
      : t.autopayDisabled),
    h(t.esignHeading),
    p(t.esignScope(inst.name)), p(t.esignPaper(inst.phone, inst.address)),
    p(t.esignWithdraw(inst.phone, inst.address)), p(t.esignHardware), p(t.esignContact(inst.phone, inst.address)),
    h(t.signatureHeading), p(data.signatureMethod === 'click' ? t.signatureIntroClick : t.signatureIntro),
  ];
  return { language: data.language, title: t.title, blocks };
}

/** SHA-256 (lowercase hex) of the exact document as rendered (UTF-8 bytes). */
export function documentSha256(renderedDocument: string): string {
  return createHash('sha256').update(renderedDocument, 'utf8').digest('hex');
}
