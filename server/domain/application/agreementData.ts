import type { AgreementData, AgreementLoan } from '../agreement';
import type { ApplicationRecord } from '../../repos/applications';
import type { ApplicantContact, ApplicantLanguage } from './applicantContact';
import type { Product } from '../../flows/product';
import { institutionOf } from '../../flows/institution';
import type { Brand } from '../../config/brand';

/** What the loan agreement of an accepted offer is rendered from. */
export function agreementDataOf(product: Product, app: ApplicationRecord, contact: ApplicantContact, language: ApplicantLanguage, brand: Brand, today: string): AgreementData {
  const accepted = app.data.selected_loan_schedule as AgreementLoan | null | undefined;
  if (!accepted) throw new Error('No accepted offer to sign');
  // The fee is a prepaid finance charge (server/domain/pricing): inside finance_charge, deducted
  // from the proceeds; the agreement itemizes it as such.
  const loan = accepted;
  const account = app.data.direct_deposit_account;
  return {
    language,
    reference: app.reference,
    institution: institutionOf(product, brand),
    borrower: { firstName: contact.firstName, lastName: contact.lastName },
    loan,
    autopay: { enabled: app.data.is_automatic_payments_enabled === true, discount: product.config.autopayAprDiscount },
    account: { description: account?.description ?? '', lastFour: account?.last_four ?? '' },
    dates: { agreementDate: today },
  };
}
