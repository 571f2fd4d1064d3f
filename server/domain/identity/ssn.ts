/**
 * True unless `ssn` (9 digits) is one the SSA never issues: area 000, 666 or 900-999, or
 * serial 0000. (Group 00 is not checked: the demo members use it.)
 */
export function isIssuableSsn(ssn: string): boolean {
  if (!/^\d{9}$/.test(ssn)) return false;
  const area = Number(ssn.slice(0, 3));
  if (area === 0 || area === 666 || area >= 900) return false;
  return ssn.slice(5) !== '0000';
}
