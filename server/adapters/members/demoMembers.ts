import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MemberAccount } from '../../domain/member';
import type { MemberInput } from './memberStore';

interface DemoMember extends Omit<MemberInput, 'member_since' | 'loans'> {
  member_since_days_ago: number;
  loans: Array<{ product: string; opened_days_ago: number; closed_days_ago: number | null; amount: number; days_past_due: number }>;
  accounts: MemberAccount[];
}

const FILE = fileURLToPath(new URL('./demo-members.json', import.meta.url));

function daysAgo(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The demo members with their relative dates resolved against `today`. */
export function demoMembers(today: Date): MemberInput[] {
  const file = JSON.parse(readFileSync(FILE, 'utf8')) as { members: DemoMember[] };
  return file.members.map(({ member_since_days_ago, loans, ...m }) => {
    const { expected: _expected, ...rest } = m as DemoMember & { expected?: string };
    return {
      ...rest,
      member_since: daysAgo(today, member_since_days_ago),
      loans: loans.map((l) => ({
        product: l.product, amount: l.amount, days_past_due: l.days_past_due,
        opened_on: daysAgo(today, l.opened_days_ago),
        closed_on: l.closed_days_ago === null ? null : daysAgo(today, l.closed_days_ago),
      })),
    };
  });
}
