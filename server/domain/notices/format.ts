import type { NoticeLanguage } from './types';

const MONTHS: Record<NoticeLanguage, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** "November 22, 2026" / "22 de noviembre de 2026" from YYYY-MM-DD (other input returned as is). */
export function noticeDate(isoDate: string, language: NoticeLanguage): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = m ? MONTHS[language][Number(m[2]) - 1] : undefined;
  if (!m || !month) return isoDate;
  const day = Number(m[3]);
  return language === 'es' ? `${day} de ${month} de ${m[1]}` : `${month} ${day}, ${m[1]}`;
}

/** "$1,234.50". */
export function noticeMoney(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
