/** The SMS port (defined by the domain, server/domain/ports.ts). */
export type { SmsSender } from '../../domain/ports';

/** The SMS number was refused or the message could not be sent. */
export class SmsSendError extends Error {}
