import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '18px' },
  code: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontFamily: tokens.fontFamilyMonospace },
});

/** Reason codes with their text (`reasons.<CODE>`), the code itself beside it for the record. */
export function ReasonList({ codes }: { codes: readonly string[] }) {
  const styles = useStyles();
  const { t } = useTranslation();
  if (!codes.length) return <span>{t('common.none')}</span>;
  return (
    <ul className={styles.list}>
      {codes.map((code) => (
        <li key={code}>
          {t(`reasons.${code}`, { defaultValue: code })} <span className={styles.code}>{code}</span>
        </li>
      ))}
    </ul>
  );
}
