import { PERSONAS } from '../walk/support/personas';
import { Recorder } from '../walk/support/recorder';
import { WALK_SERVER_ENV } from '../walk/support/walker';
import { useSuite } from './support/setup';

/**
 * The fast part of the persona walk (tests/walk, `npm run walk`) at phone size, with its checks
 * on every screen: in English Maria to her funded loan, then her second application; in Spanish
 * James to his denial. Any check that does not hold fails the test, and so does a finding (a
 * known defect written as `finding…`: there is none now).
 */
describe('persona walk (fast part)', () => {
  const suite = useSuite(WALK_SERVER_ENV);

  async function walk(lang: 'en' | 'es', members: string[]): Promise<void> {
    const recorder = new Recorder();
    for (const member of members) await PERSONAS[member].run({ browser: suite.browser, baseUrl: suite.server.baseUrl, lang, size: '390x844', recorder });
    expect(recorder.lines('failures')).toEqual([]);
    expect(recorder.lines('findings')).toEqual([]);
    expect(recorder.screens.length).toBeGreaterThan(members.length * 5);
  }

  it('en: Maria applies, signs and is funded; her second application is denied (PAL_LOAN_OPEN)', async () => {
    await walk('en', ['maria', 'maria-again']);
  });

  it('es: James is denied (member for under 30 days)', async () => {
    await walk('es', ['james']);
  });
});
