import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../api/auditExport';
import { useFunnel } from '../api/funnel';
import type { FunnelSlice } from '../api/types';
import { FunnelCharts } from '../charts/FunnelCharts';
import { formatDay } from '../format';
import { DateRangeForm } from '../parts/DateRangeForm';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(460px, 100%), 1fr))', gap: '24px' },
  sliceTitle: { margin: '0 0 8px', fontSize: tokens.fontSizeBase400 },
  period: { color: tokens.colorNeutralForeground2, margin: '0 0 12px' },
});

/** Funnel and outcomes for a date range and product: in total, by language, by channel (web / online banking) and by brand, as bars with their numbers. */
export default function FunnelScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DateRange | undefined>();
  const funnel = useFunnel(range);
  const slices = (title: string, id: string, list: FunnelSlice[], name: (key: string) => string, note?: string) => (
    <Section title={title} id={id}>
      {note && list.length > 0 && <p className={styles.period}>{note}</p>}
      {list.length === 0 ? (
        <p>{t('funnel.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {list.map((slice) => (
            <div key={slice.key}>
              <h3 className={styles.sliceTitle}>{name(slice.key)}</h3>
              <FunnelCharts slice={slice} name={name(slice.key)} />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
  return (
    <>
      <ScreenTitle title={t('funnel.title')} />
      <DateRangeForm submit={t('funnel.show')} busy={funnel.isFetching} onSubmit={setRange} />
      {!range ? (
        <p>{t('funnel.choose')}</p>
      ) : funnel.isPending ? (
        <Loading />
      ) : funnel.isError ? (
        <LoadError error={funnel.error} onRetry={() => void funnel.refetch()} />
      ) : (
        <>
          <p className={styles.period} role="status">
            {t('funnel.period', { from: formatDay(funnel.data.from, i18n.language), to: formatDay(funnel.data.to, i18n.language) })}
          </p>
          <Section title={t('funnel.total')} id="funnel-total">
            <FunnelCharts slice={funnel.data.total} name={t('funnel.total')} />
          </Section>
          {slices(t('funnel.byLanguage'), 'funnel-language', funnel.data.by_language, (key) => t(`languageNames.${key}`, { defaultValue: key }),
            funnel.data.by_language.some((slice) => slice.key === 'unknown') ? t('funnel.languageNote') : undefined)}
          {slices(t('funnel.byChannel'), 'funnel-channel', funnel.data.by_channel, (key) => t(`detail.applicant.channels.${key}`, { defaultValue: key }),
            funnel.data.by_channel.some((slice) => slice.key === 'launch' && slice.steps.some((step) => step.applications > 0)) ? t('funnel.channelNote') : undefined)}
          {slices(t('funnel.byBrand'), 'funnel-brand', funnel.data.by_brand, (key) => key)}
        </>
      )}
    </>
  );
}
