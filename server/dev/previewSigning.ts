import type { AgreementData, Language } from '../adapters/esign';
import { signingPageTexts, type SigningPageTexts } from '../adapters/esign/signingPageTexts';
import type { Brand } from '../config/brand';
import { agreementDataOf } from '../domain/application/agreementData';
import type { ApplicantContact } from '../domain/application/applicantContact';
import { offerData, repriceSchedule } from '../domain/application/offers';
import type { PalLoanSchedule } from '../domain/pricing';
import type { Product } from '../flows/product';
import type { ApplicationRecord } from '../repos/applications';

/** The sample borrower of the product owners' preview (the first demo member). */
export const PREVIEW_BORROWER: ApplicantContact = { firstName: 'Maria', lastName: 'Garcia', phoneNumber: '2025550101', dob: '1985-03-14' };

/** The sample deposit account (the one the preview's sample application names). */
const PREVIEW_ACCOUNT = { account_id: 'CHK-1', description: 'Everyday checking', last_four: '4521' };

/**
 * The sample loan amount of a product: half-way between its minimum and maximum, rounded to
 * $10 (the amount the preview's sample application shows on the other steps).
 */
export function previewLoanAmount(product: Product): number {
  const { minAmount, maxAmount } = product.config.loan;
  return Math.round((minAmount + maxAmount) / 2 / 10) * 10;
}

/**
 * The agreement the sample borrower would sign for `product` today, built as the real flow
 * builds it: the offers priced for the sample amount (as the decision does), the longest term
 * selected and accepted (priced again as of today, autopay off), then `agreementDataOf` with the
 * brand. Pure: nothing is read from or written to the database.
 */
export function previewAgreementData(product: Product, brand: Brand, language: Language, today: string): AgreementData {
  const amount = previewLoanAmount(product);
  const offered = offerData(product.config, { loan_amount: amount, direct_deposit_account: PREVIEW_ACCOUNT }, { amount, requestedAmount: amount, militaryCovered: false }, today);
  const schedules = (offered.loan_schedules ?? []) as PalLoanSchedule[];
  const longest = schedules[schedules.length - 1];
  if (!longest) throw new Error(`Product ${product.id} prices no offer`);
  const accepted = repriceSchedule(product.config, longest, false, today);
  const at = new Date(`${today}T00:00:00Z`);
  const record: ApplicationRecord = {
    id: 'PREVIEW-0001', reference: 'PAL-0000-00', product: product.id, member_id: null, channel: 'web', step: 'DOCUSIGN', outcome: null, version: 1, created_at: at, updated_at: at,
    data: { ...offered, selected_offer_id: accepted.offer_id, selected_loan_schedule: accepted },
  };
  return agreementDataOf(product, record, PREVIEW_BORROWER, language, brand, today);
}

/** What the signing page says when Sign or Decline is pressed in the preview (in place of the generic error). */
const PREVIEW_NOTICE: Record<Language, string> = {
  en: 'This is a preview: nothing is signed or stored.',
  es: 'Esto es una vista previa: no se firma ni se guarda nada.',
};

/** The signing page's texts in `language`, with the preview notice as the answer to Sign and Decline. */
export function previewSigningTexts(language: Language): SigningPageTexts {
  const texts = signingPageTexts[language];
  return { ...texts, errors: { ...texts.errors, generic: PREVIEW_NOTICE[language] } };
}
