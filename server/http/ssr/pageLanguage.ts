import type { FastifyReply } from 'fastify';
import { LANGUAGES, type Language } from '../../../src/core/languages';
import { languageOf } from '../routes/pagePreloads';

/** The cookie the browser keeps the member's chosen language in (src/i18n/detectLanguage.ts). */
export const LANGUAGE_COOKIE = 'preferredLanguage';

/** Keeps `language` as the member's choice for a year (the launch's language, the no-script language link). */
export function setLanguageCookie(reply: FastifyReply, language: Language): void {
  reply.setCookie(LANGUAGE_COOKIE, language, { path: '/', maxAge: 31_536_000, sameSite: 'lax', secure: true });
}

/**
 * The language the browser will show, as src/i18n/detectLanguage.ts picks it: the stored choice
 * (the `preferredLanguage` cookie, a product language), else the first product language of
 * Accept-Language (the browser's languages), else English.
 */
export function pageLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const stored = cookie?.toLowerCase().split('-')[0];
  if (stored && (LANGUAGES as readonly string[]).includes(stored)) return stored as Language;
  return languageOf(acceptLanguage) as Language;
}
