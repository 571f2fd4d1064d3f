import { CoreBankingError } from '../../domain/decision';
import type { OperationId } from './contract';

/** What went wrong with a call to the core. */
export type CoreCallFailure = 'TIMEOUT' | 'NETWORK' | 'INVALID_RESPONSE' | 'REFUSED';

/**
 * A call to the core that did not give the answer the contract promises: a time-out, a network
 * error, an answer that is not the contract's (status or shape), or an error payload (`errorCode`
 * the core's). A CoreBankingError, so a decision that cannot read the member ends in
 * CORE_BANKING_UNAVAILABLE; the job retries any of them. Its message names the operation, status
 * and code only: never a request body (it may hold an SSN) or the core's message.
 */
export class CoreBankingCallError extends CoreBankingError {
  constructor(
    readonly operation: OperationId,
    readonly failure: CoreCallFailure,
    readonly status: number | null,
    readonly errorCode: string | null,
    message: string,
    readonly details: unknown = null,
    memberId = '',
  ) {
    super(memberId, message);
  }

  /** True when sending the same call again later may succeed (time-outs, network, 5xx, 409 IDEMPOTENCY_KEY_IN_USE, 429). */
  get retryable(): boolean {
    if (this.failure === 'TIMEOUT' || this.failure === 'NETWORK') return true;
    return this.status === null || this.status >= 500 || this.status === 429 || this.errorCode === 'IDEMPOTENCY_KEY_IN_USE';
  }
}
