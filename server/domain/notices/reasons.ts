import type { NoticeLanguage } from './types';

import { isDenialReasonCode, type DenialReasonCode } from '../../../src/core/reasonCodes';

export { DENIAL_REASON_CODES, isDenialReasonCode, type DenialReasonCode } from '../../../src/core/reasonCodes';

/** Regulation B allows at most 4 principal reasons to be meaningful; we list no more. */
export const MAX_NOTICE_REASONS = 4;

/** The statement of each reason, as the applicant reads it. */
export const DENIAL_REASON_TEXTS: Record<NoticeLanguage, Record<DenialReasonCode, string>> = {
  en: {
    MEMBERSHIP_TOO_RECENT: 'Length of membership with the credit union is shorter than required',
    NO_CHECKING_ACCOUNT: 'No eligible checking account with the credit union',
    PAL_LOAN_OPEN: 'You already have an open payday alternative loan with us',
    TOO_MANY_RECENT_PALS: 'Too many payday alternative loans in the last 6 months',
    DELINQUENT: 'Delinquent past or present credit obligations with the credit union',
    INSUFFICIENT_INCOME: 'Income insufficient for the amount of credit requested',
    UNDER_MINIMUM_AGE: 'You do not meet the minimum age to enter into a binding contract',
    INCOME_NOT_VERIFIABLE: 'Unable to verify income',
    NOT_ELIGIBLE: 'You do not meet the eligibility requirements for this loan',
  },
  es: {
    MEMBERSHIP_TOO_RECENT: 'El tiempo como socio de la cooperativa de crédito es menor que el requerido',
    NO_CHECKING_ACCOUNT: 'No tiene una cuenta de cheques elegible en la cooperativa de crédito',
    PAL_LOAN_OPEN: 'Ya tiene con nosotros un préstamo alternativo al préstamo de día de pago abierto',
    TOO_MANY_RECENT_PALS: 'Demasiados préstamos alternativos al préstamo de día de pago en los últimos 6 meses',
    DELINQUENT: 'Obligaciones de crédito morosas, pasadas o actuales, con la cooperativa de crédito',
    INSUFFICIENT_INCOME: 'Ingresos insuficientes para la cantidad de crédito solicitada',
    UNDER_MINIMUM_AGE: 'No cumple con la edad mínima para celebrar un contrato vinculante',
    INCOME_NOT_VERIFIABLE: 'No fue posible verificar sus ingresos',
    NOT_ELIGIBLE: 'No cumple con los requisitos de elegibilidad para este préstamo',
  },
};

/**
 * The principal reasons to state: unknown codes are an error (named in the message), duplicates
 * are dropped, order is kept, and at most `MAX_NOTICE_REASONS` are returned.
 */
export function principalReasons(codes: readonly string[], language: NoticeLanguage): string[] {
  const unknown = codes.filter((c) => !isDenialReasonCode(c));
  if (unknown.length > 0) throw new Error(`Unknown denial reason code(s): ${unknown.join(', ')}`);
  return [...new Set(codes as DenialReasonCode[])].slice(0, MAX_NOTICE_REASONS).map((c) => DENIAL_REASON_TEXTS[language][c]);
}
