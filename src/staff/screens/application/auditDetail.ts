import type { TFunction } from 'i18next';
import { formatMoney } from '../../format';

/** Detail keys whose value is an amount of money. */
const MONEY = new Set(['amount', 'reduced_from', 'amount_financed']);

/** A code's text by the detail key holding it (`reasons.DELINQUENT`...), the code itself when the console has none. */
function codeText(t: TFunction, key: string, code: string): string {
  const options = { defaultValue: code };
  switch (key) {
    case 'decision':
      return t(`audit.decisions.${code}`, options);
    case 'reasons':
    case 'reason':
      return t(`reasons.${code}`, options);
    case 'form':
      return t(`steps.${code}`, options);
    case 'fields':
      return t(`audit.formFields.${code}`, options);
    case 'job':
    case 'kind':
      return t(`jobs.kinds.${code}`, options);
    default:
      return code;
  }
}

/** One value of a detail in words: yes/no, money, a code's text (the code itself when the console has none). */
function valueText(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  if (typeof value === 'number' && MONEY.has(key)) return formatMoney(value);
  if (Array.isArray(value)) return value.map((v) => valueText(t, key, v)).join(', ');
  if (typeof value === 'string') return codeText(t, key, value);
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/**
 * An audit event's detail as `Label: value` pairs in the console's language (the server has
 * masked personal data already): each key by its text (`audit.details.<key>`), codes by theirs.
 */
export function auditDetailText(t: TFunction, detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${t(`audit.details.${key}`, { defaultValue: key })}: ${valueText(t, key, value)}`)
    .join('; ');
}
