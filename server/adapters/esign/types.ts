/** The agreement data types the e-signature adapters render (defined by the domain, server/domain/agreement.ts). */
export * from '../../domain/agreement';
