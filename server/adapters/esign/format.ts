import type { Language } from './types';

const MONTHS: Record<Language, string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** Dollars with 2 decimals and thousands separators, US style in both languages: "$1,234.50". */
export function formatMoney(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A rate given as a fraction, as a percent with 2 decimals: 0.2795 -> "27.95%". */
export function formatPercent(fraction: number): string {
  return `${(Math.round(fraction * 10000) / 100).toFixed(2)}%`;
}

/** A YYYY-MM-DD date written out: "December 5, 2026" / "5 de diciembre de 2026". Other input is returned as is. */
export function formatDate(isoDate: string, language: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.slice(0, 10));
  if (!m) return isoDate;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const name = MONTHS[language][month - 1];
  if (!name) return isoDate;
  return language === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/** An instant as "YYYY-MM-DD HH:MM:SS UTC" (the same in both languages). */
export function formatUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
