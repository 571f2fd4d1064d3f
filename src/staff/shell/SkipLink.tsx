import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  link: {
    position: 'absolute', left: '-10000px', top: '8px', zIndex: 10, padding: '8px 12px',
    background: tokens.colorNeutralBackground1, color: tokens.colorBrandForeground1,
    ':focus': { left: '8px' },
  },
});

/** "Skip to main content": the first stop of the keyboard, visible when focused. */
export function SkipLink() {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.link}>
      {t('layout.skipToContent')}
    </a>
  );
}
