import type { TFunction } from 'i18next';
import type { ApplicationView } from '../../core/application';
import { readPath } from '../../core/forms/paths';
import { loanPurposeKey } from '../../core/loanPurpose';
import { formatCurrency } from '../format';
import { depositAccountLine } from './depositAccountLine';
import type { ReviewRow } from './reviewRows';

function present(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The purpose's name in the page's language (an unknown value as it is), with the other reason. */
function purposeLine(t: TFunction, purpose: unknown, reason: unknown): string {
  if (typeof purpose !== 'string' || !purpose) return '';
  const name = t(`forms:purposes.${loanPurposeKey(purpose)}`, { defaultValue: purpose });
  return typeof reason === 'string' && reason ? t('screens:review.purposeWithReason', { purpose: name, reason }) : name;
}

/** The text a review row shows for the application's stored answers ('' when there are none yet). */
export function reviewValue(t: TFunction, row: ReviewRow, application: ApplicationView): string {
  const values = row.fields.map((field) => readPath(application, field));
  switch (row.format) {
    case 'currency':
      return typeof values[0] === 'number' ? formatCurrency(values[0]) : '';
    case 'loanPurpose':
      return purposeLine(t, values[0], values[1]);
    case 'depositAccount':
      return depositAccountLine(application);
    case 'text':
      return values.filter(present).map(String).join(', ');
  }
}
