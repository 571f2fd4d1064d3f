import { useEffect, useRef, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../services/brand';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '12px', marginBottom: '16px' },
  h1: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, ':focus': { outline: 'none' } },
});

let screensShown = 0;

/**
 * A screen's level-1 heading, also the page title (`<title> · Staff console · <institution>`).
 * After a navigation inside the console the focus moves to it, so keyboard and screen reader
 * users start at the new screen; the first screen of a page load leaves the focus alone.
 */
export function ScreenTitle({ title, children }: { title: string; children?: ReactNode }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const brand = useBrand();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('layout.area')} · ${brand.institutionName}`;
  }, [title, t, brand.institutionName]);
  useEffect(() => {
    screensShown += 1;
    if (screensShown > 1) heading.current?.focus();
  }, []);
  return (
    <div className={styles.row}>
      <h1 ref={heading} tabIndex={-1} className={styles.h1}>
        {title}
      </h1>
      {children}
    </div>
  );
}
