import { useEffect, useRef, type ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  title: { ...typographyStyles.title2, margin: `0 0 ${tokens.spacingVerticalM}`, outlineStyle: 'none' },
});

/** The one `<h1>` of a screen; it takes the focus when the screen mounts (screen readers announce it). */
export function ScreenTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const styles = useStyles();
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
