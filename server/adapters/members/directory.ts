/** The member directory port (defined by the domain, server/domain/ports.ts). */
export type { DirectoryEntry, MemberDirectory } from '../../domain/ports';
