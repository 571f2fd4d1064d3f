import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const brandFiles = ['flows/brand.json', ...readdirSync(join(root, 'flows/brands')).map((f) => `flows/brands/${f}`)];

describe('US English copy', () => {
  it.each(brandFiles)('%s gives its support hours as "9:00 a.m. – 5:00 p.m." (Spanish "9:00 a. m. – 5:00 p. m.")', (file) => {
    const { hours } = (JSON.parse(read(file)) as { support: { hours: { en: string; es: string } } }).support;
    expect(hours.en).toMatch(/\d{1,2}:\d{2} [ap]\.m\. – \d{1,2}:\d{2} [ap]\.m\./);
    expect(hours.es).toMatch(/\d{1,2}:\d{2} [ap]\. m\. – \d{1,2}:\d{2} [ap]\. m\./);
    // No 24-hour clock and no plain hyphen between the times.
    for (const text of [hours.en, hours.es]) expect(text).not.toMatch(/\b(1[3-9]|2\d):\d{2}|\d-\d/);
  });

  it('spells "canceled" with one l in every English text the member or staff reads', () => {
    const english = readdirSync(join(root, 'locales/en')).map((f) => `locales/en/${f}`);
    for (const file of [...english, 'server/domain/notices/texts.ts', 'README.md']) expect(read(file), file).not.toMatch(/cancell(ed|ing)/i);
  });
});
