import { readFileSync } from 'node:fs';
import { resolveDemoMember, type DemoMemberEntry } from '../../domain/decision';
import type { MemberInput } from './memberStore';
import { projectPath } from '../../config/projectRoot';

const FILE = projectPath('server', 'adapters', 'members', 'demo-members.json');

/** The demo members with their relative dates resolved against `today` (the decision engine's resolveDemoMember), SSN and DOB kept. */
export function demoMembers(today: Date): MemberInput[] {
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as { members: DemoMemberEntry[] };
  const day = today.toISOString().slice(0, 10);
  return file.members.map((entry) => ({ ...resolveDemoMember(entry, day), ssn: entry.ssn, dob: entry.dob }));
}
