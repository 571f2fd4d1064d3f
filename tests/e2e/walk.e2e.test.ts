import { PERSONAS } from '../walk/support/personas';
import { Recorder } from '../walk/support/recorder';
import { WALK_SERVER_ENV } from '../walk/support/walker';
import { useSuite } from './support/setup';

/**
 * The fast part of the persona walk (tests/walk, `npm run walk`) at phone size, with its checks
 * on every screen: in English Maria to her funded loan, then her second application; in Spanish
 * James to his denial. A check that holds today fails the test; findings (known defects, such as
 * the second application not being denied PAL_LOAN_OPEN) are printed and tolerated for now.
 */
describe('persona walk (fast part)', () => {
  const suite = useSuite(WALK_SERVER_ENV);

  async function walk(lang: 'en' | 'es', members: string[]): Promise<void> {
    const recorder = new Recorder();
    for (const member of members) await PERSONAS[member].run({ browser: suite.browser, baseUrl: suite.server.baseUrl, lang, size: '390x844', recorder });
    const findings = recorder.lines('findings');
    if (findings.length) console.warn(`Findings (tolerated until fixed):\n${findings.join('\n')}`);
    expect(recorder.lines('failures')).toEqual([]);
    expect(recorder.screens.length).toBeGreaterThan(members.length * 5);
  }

  it('en: Maria applies, signs and is funded; her second application (PAL_LOAN_OPEN: a finding for now)', async () => {
    await walk('en', ['maria', 'maria-again']);
  });

  it('es: James is denied (member for under 30 days)', async () => {
    await walk('es', ['james']);
  });
});
