import { readFileSync } from 'node:fs';
import { projectPath } from '../config/projectRoot';

/** Languages of the server's own texts (SMS). */
export type ServerLanguage = import('../../src/core/languages').Language;

interface ServerTexts {
  sms: { otpCode: string };
}

const cache = new Map<ServerLanguage, ServerTexts>();

/** Texts of locales/<language>/server.json. */
export function serverTexts(language: ServerLanguage): ServerTexts {
  let texts = cache.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(projectPath('locales', language, 'server.json'), 'utf8')) as ServerTexts;
    cache.set(language, texts);
  }
  return texts;
}

/** Fills `{{name}}` placeholders; an unknown placeholder throws naming it. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    if (!(name in values)) throw new Error(`No value for placeholder {{${name}}} in "${template}"`);
    return values[name];
  });
}
