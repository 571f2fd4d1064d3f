import { translationCoverage } from '../../../src/core/flow/project';
import { projectWith, realProject } from './projectFixture';

describe('translation completeness', () => {
  it('the real project: every used key is present in both languages', () => {
    const [en, es] = translationCoverage(realProject());
    expect(en).toMatchObject({ language: 'en', missing: [] });
    expect(es).toMatchObject({ language: 'es', missing: [] });
    expect(es.present).toBe(es.used);
    expect(en.used).toBeGreaterThan(40);
    expect(es.texts).toBe(en.referenceTexts);
  });

  it('counts a Spanish text that is missing', () => {
    const files = projectWith('locales/es/forms.json', (es) => { delete es.housing.subtitle; delete es.widgets.select; });
    const [en, es] = translationCoverage(files);
    expect(es.missing).toEqual(['forms:housing.subtitle']);
    expect(es.present).toBe(es.used - 1);
    expect(en.present).toBe(en.used);
    expect(es.texts).toBe(en.texts - 2);
  });
});
