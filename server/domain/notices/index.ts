/** Member notices: adverse action (ECOA), manual review decided, loan funded; en/es, with SMS variants. */
export type { Notice, NoticeApplicant, NoticeCommon, NoticeInstitution, NoticeLanguage } from './types';
export { adverseActionNotice, type AdverseActionInput } from './adverseAction';
export { manualReviewDecidedNotice, type ManualReviewDecidedInput } from './manualReviewDecided';
export { loanFundedNotice, type LoanFundedInput } from './loanFunded';
export { DENIAL_REASON_CODES, DENIAL_REASON_TEXTS, MAX_NOTICE_REASONS, isDenialReasonCode, principalReasons, type DenialReasonCode } from './reasons';
export { NCUA_CONSUMER_PROTECTION_ADDRESS, noticeTexts, type NoticeTexts } from './texts';
export { noticeHtml } from './html';
