import { adverseActionNotice, noticeHtml } from '../../../server/domain/notices';

const institution = { name: 'Harbor <Community> & "Friends" CU', address: '100 Harbor Way, Portland, ME 04101' };

describe('the HTML part of a notice', () => {
  it('escapes every value and keeps the paragraphs and the list of reasons', () => {
    const notice = adverseActionNotice({
      language: 'en', institution, date: '2026-11-22', reasons: ['DELINQUENT', 'INSUFFICIENT_INCOME'],
      applicant: { firstName: '<script>alert(1)</script>', lastName: "O'Brien" },
    });
    const html = noticeHtml(notice, 'en');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien:');
    expect(html).toContain('Harbor &lt;Community&gt; &amp; &quot;Friends&quot; CU');
    expect(html).toContain('<title>Your loan application with Harbor &lt;Community&gt; &amp; &quot;Friends&quot; CU</title>');
    expect(html).toContain('<p style="margin:0 0 4px">Principal reason(s) for our decision:</p><ul style="margin:0 0 16px"><li>Delinquent past or present credit obligations with the credit union</li><li>Income insufficient for the amount of credit requested</li></ul>');
    expect(html).toContain('Sincerely,<br>Harbor');
    expect(html.match(/<p /g)?.length).toBe(notice.body.split(/\n{2,}/).length);
  });

  it('is in the notice language', () => {
    const notice = adverseActionNotice({ language: 'es', institution, date: '2026-11-22', reasons: ['NOT_ELIGIBLE'], applicant: { firstName: 'Ana', lastName: 'López' } });
    const html = noticeHtml(notice, 'es');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<li>No cumple con los requisitos de elegibilidad para este préstamo</li>');
  });
});
