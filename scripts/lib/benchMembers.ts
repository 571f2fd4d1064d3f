/** Members made up for the benchmarks: each with one checking account and a clean history, so they are approved. */
export interface BenchMember {
  firstName: string;
  lastName: string;
  ssn: string;
  phoneNumber: string;
  dob: string;
  accountId: string;
}

/** `count` (at most 9999) members of batch `batch` (0-9): distinct SSNs (3b0-00-kkkk) and phones (202-56b-kkkk). */
export function benchMembers(count: number, batch = 0): BenchMember[] {
  return Array.from({ length: count }, (_, i) => {
    const k = String(i + 1).padStart(4, '0'); // serial 0000 is never issued
    return {
      firstName: 'Bench',
      lastName: `Member${batch}x${k}`,
      ssn: `3${batch}000${k}`,
      phoneNumber: `20256${batch}${k}`,
      dob: '1985-01-01',
      accountId: `CHK-B${batch}-${k}`,
    };
  });
}

/** The members as a CSV for `npm run members:import` (columns in server/README.md). */
export function membersCsv(members: BenchMember[]): string {
  const header = 'member_id,first_name,last_name,ssn,dob,phone,member_since,monthly_direct_deposits,account_id,account_type,account_description,account_last_four,account_balance';
  const rows = members.map((m) => `M-${m.ssn},${m.firstName},${m.lastName},${m.ssn},${m.dob},${m.phoneNumber},2015-01-01,4000,${m.accountId},checking,Bench Checking,${m.accountId.slice(-4)},900`);
  return [header, ...rows].join('\n') + '\n';
}
