import { exportedAt, type ExportRow } from '../../../server/staff/audit/applicationEvents';
import { csvRow } from '../../../server/staff/audit/csv';
import { maskDetail, maskedDetailJson } from '../../../server/staff/audit/mask';
import { auditCsvLine } from '../../../server/staff/routes/auditRoutes';

const row = (over: Partial<ExportRow>): ExportRow => ({
  id: '42', application_id: '0b7d6c1e-2f5a-4c3e-9a1b-7f6e5d4c3b2a', product: 'microloan', at_utc: '2024-03-05T10:00:00.123456Z',
  type: 'step_changed', from_step: 'USER_REVIEW', to_step: 'PROCESSING_APPLICATION', detail: { amount: 500 }, staff_id: null, email: null, client_ip: null, ...over,
});

/** The line as the export defines it: csvRow of the event's cells, the detail masked (server/staff/README.md). */
const reference = (r: ExportRow) => csvRow([
  r.id, exportedAt(r), r.application_id, r.product ?? '', r.type, r.from_step, r.to_step,
  r.staff_id ?? undefined, r.staff_id ? (r.email ?? '') : undefined, r.client_ip, maskDetail(r.detail ?? {}),
]);

const details: unknown[] = [
  { amount: 500 }, {}, null, [], ['DELINQUENT', 'LOW_SCORE'],
  { ssn: '123-45-6789', note: 'reviewed' }, { SSN: 123456789 }, { social_security: '123456789' },
  { applicant: { dob: '1980-01-31', phoneNumber: '2025550101', name: 'Ann' } }, { date_of_birth: { y: 1980 } },
  { note: 'called about 123456789 twice' }, { note: 'ref 123-45-6789' }, { n: 123456789 }, { note: '12345678' },
  { reasons: [{ phone: '(202) 555-0101' }], text: '=HYPERLINK("x","y")' }, { quote: 'say "hi", then go\r\n' },
  'a text detail, 123-45-6789', '=1+2', 7, { Birthday: 'x' }, { 'ph\u006fne': '2025550101' }, { nested: { deeper: ['2025550101', '202-55-50101'] } },
];

describe('a line of the audit export', () => {
  it.each(details.map((detail) => [JSON.stringify(detail), detail]))('is csvRow of the masked event (detail %s)', (_name, detail) => {
    expect(auditCsvLine(row({ detail }))).toBe(reference(row({ detail })));
  });

  it('carries the actor, the address and the time to the millisecond; quotes and defuses what needs it', () => {
    const r = row({ staff_id: 'a3c1e2d4-0000-4000-8000-000000000001', email: 'ann@cu.test', client_ip: '10.1.2.3', type: '=cmd', product: 'pal,2', from_step: null, to_step: null });
    expect(auditCsvLine(r)).toBe(reference(r));
    expect(auditCsvLine(r)).toBe('42,2024-03-05T10:00:00.123Z,0b7d6c1e-2f5a-4c3e-9a1b-7f6e5d4c3b2a,"pal,2",\'=cmd,,,a3c1e2d4-0000-4000-8000-000000000001,ann@cu.test,10.1.2.3,"{""amount"":500}"\r\n');
  });

  it('copies a detail for masking only when its JSON may hold personal data, with the same text either way', () => {
    for (const detail of details.filter((d): d is object => d !== null && typeof d === 'object')) {
      expect(maskedDetailJson(detail)).toBe(JSON.stringify(maskDetail(detail)));
    }
    expect(maskedDetailJson({ ssn: '123456789' })).toBe('{"ssn":"•••6789"}');
  });
});
