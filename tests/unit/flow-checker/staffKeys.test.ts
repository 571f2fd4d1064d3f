import { problemLines, realProject } from './projectFixture';

/** The real project with one staff source file added (or replaced). */
function withSource(path: string, text: string) {
  const files = realProject();
  files.sources = { ...files.sources, [path]: text };
  return files;
}

describe('flow checker: the staff console\'s texts (locales/{en,es}/staff.json, used in src/staff)', () => {
  it('reads the console\'s real sources and finds every key they use in both languages', () => {
    const files = realProject();
    expect(Object.keys(files.sources ?? {}).length).toBeGreaterThan(20);
    expect(problemLines(files)).toEqual([]);
  });

  it('names the file and line of a key missing in both languages, and of one missing in Spanish only', () => {
    const files = withSource('src/staff/screens/Probe.tsx', "const a = 1;\nexport const b = (t: (k: string) => string) => [t('queue.title'), t('queue.nope')];\nexport const c = (t: (k: string) => string) => t(\"errors:codes.NOT_A_CODE\");\n");
    expect(problemLines(files)).toEqual([
      'src/staff/screens/Probe.tsx: /line/2: i18n key "staff:queue.nope" is missing in locales/en/staff.json and locales/es/staff.json; add "queue.nope" there or fix the key',
      'src/staff/screens/Probe.tsx: /line/3: i18n key "errors:codes.NOT_A_CODE" is missing in locales/en/errors.json and locales/es/errors.json; add "codes.NOT_A_CODE" there, or did you mean "errors:codes.NOT_FOUND"?',
    ]);
    const spanishGap = realProject();
    delete (spanishGap.json['locales/es/staff.json'] as { queue: Record<string, unknown> }).queue.title;
    expect(problemLines(spanishGap)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^src\/staff\/screens\/QueueScreen\.tsx: \/line\/\d+: i18n key "staff:queue\.title" is missing in locales\/es\/staff\.json; add "queue\.title" there \(it is in locales\/en\/staff\.json\)$/),
      'locales/es/staff.json: /queue/title: "queue.title" is in locales/en/staff.json but missing here; add its translation',
    ]));
  });

  it('reports a staff text no code uses; a `t(`prefix.${…}`)` use covers every key under the prefix', () => {
    const files = realProject();
    (files.json['locales/en/staff.json'] as Record<string, unknown>).leftover = 'Nobody reads me';
    (files.json['locales/es/staff.json'] as Record<string, unknown>).leftover = 'Nadie me lee';
    expect(problemLines(files)).toEqual([
      'locales/en/staff.json: /leftover: "staff:leftover" is not used by the staff console\'s code (src/staff/); remove it here and in locales/es/staff.json, or use it',
    ]);
    // reasons.* are used through t(`reasons.${code}`): a new reason text is not "unused".
    const reasons = realProject();
    (reasons.json['locales/en/staff.json'] as { reasons: Record<string, string> }).reasons.NEW_CODE = 'New';
    (reasons.json['locales/es/staff.json'] as { reasons: Record<string, string> }).reasons.NEW_CODE = 'Nuevo';
    expect(problemLines(reasons)).toEqual([]);
  });

  it('checks nothing of the console when the project has no staff sources (a deployment without src/)', () => {
    const files = realProject();
    files.sources = {};
    (files.json['locales/en/staff.json'] as Record<string, unknown>).leftover = 'x';
    (files.json['locales/es/staff.json'] as Record<string, unknown>).leftover = 'x';
    expect(problemLines(files)).toEqual([]);
  });
});
