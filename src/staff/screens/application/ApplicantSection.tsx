import { useTranslation } from 'react-i18next';
import type { ReviewDetail } from '../../api/types';
import { formatMoney } from '../../format';
import { Facts } from '../../parts/Facts';
import { Section } from '../../parts/Section';

/** Answers whose value is an amount of money. */
const MONEY_ANSWERS = new Set(['loan_amount', 'monthly_housing_expenses']);

/** The applicant (SSN last four and age only, never the full SSN or date of birth) and their answers. */
export function ApplicantSection({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation();
  const applicant = detail.applicant;
  const answer = (key: string, value: ReviewDetail['answers'][string]) => {
    if (value === null || value === '') return '–';
    if (typeof value === 'number' && MONEY_ANSWERS.has(key)) return formatMoney(value);
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    if (key === 'loan_purpose') return t(`detail.answers.purposes.${value}`, { defaultValue: String(value) });
    return String(value);
  };
  return (
    <Section title={t('detail.applicant.title')} id="applicant">
      {applicant ? (
        <Facts
          items={[
            [t('detail.applicant.name'), `${applicant.first_name} ${applicant.last_name}`],
            [t('detail.applicant.ssn'), applicant.ssn_last_four ? `•••-••-${applicant.ssn_last_four}` : '–'],
            [t('detail.applicant.age'), applicant.age === null ? '–' : t('detail.applicant.years', { count: applicant.age })],
            [t('detail.applicant.phone'), `•••-•••-${applicant.phone_last_four}`],
            [t('detail.applicant.language'), t(`languageNames.${detail.language}`)],
            [t('detail.applicant.channel'), t(`detail.applicant.channels.${detail.channel ?? 'web'}`)],
          ]}
        />
      ) : (
        <p>{t('detail.applicant.erased')}</p>
      )}
      <h3>{t('detail.answers.title')}</h3>
      {Object.keys(detail.answers).length ? (
        <Facts items={Object.entries(detail.answers).map(([key, value]) => [t(`detail.answers.fields.${key}`, { defaultValue: key }), answer(key, value)] as const)} />
      ) : (
        <p>{t('common.none')}</p>
      )}
    </Section>
  );
}
