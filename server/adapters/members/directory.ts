import type { MemberRecord } from '../../domain/member';

/** A directory entry found by SSN, with the date of birth on file (YYYY-MM-DD). */
export interface DirectoryEntry {
  member: MemberRecord;
  dob: string;
}

/**
 * Port to the member directory / core banking. The built-in implementation reads the
 * members tables; a real adapter maps the core system's records. Any throw is treated as
 * the directory being unavailable (503 PROCESSING_ERROR).
 */
export interface MemberDirectory {
  /** The member with this SSN (9 digits), or null. */
  findBySsn(ssn: string): Promise<DirectoryEntry | null>;
  /** The member with this id, or null. */
  getMember(memberId: string): Promise<MemberRecord | null>;
}
