import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { inLanguage, useBrand } from '../../services/brand';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    textAlign: 'start',
    width: '100%',
    boxSizing: 'border-box',
  },
  line: { margin: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** Digits (and a leading +) of a phone number for a `tel:` link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * "Need help?" block of the error screens: title, message, the support phone as a `tel:` link
 * and e-mail, and the opening hours, texts from `errors:needHelp.*` with the brand's values interpolated.
 */
export function HelpPanel() {
  const { t, i18n } = useTranslation('errors');
  const brand = useBrand();
  const styles = useStyles();
  const phone = brand.support.phone;
  return (
    <aside className={styles.panel} aria-labelledby="help-panel-title">
      <h2 id="help-panel-title" className={styles.title}>
        {t('needHelp.title')}
      </h2>
      <Text as="p" className={styles.line}>{t('needHelp.message', { institution: brand.institutionName })}</Text>
      <Text as="p" className={styles.line}>
        {t('needHelp.phone')} <Link href={telHref(phone)}>{phone}</Link>
      </Text>
      <Text as="p" className={styles.line}>
        {t('needHelp.email')} <Link href={`mailto:${brand.support.email}`}>{brand.support.email}</Link>
      </Text>
      <Text as="p" className={styles.line}>{t('needHelp.hours', { hours: inLanguage(brand.support.hours, i18n.language) })}</Text>
    </aside>
  );
}
