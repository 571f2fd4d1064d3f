import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    maxWidth: '40rem',
    margin: '0 auto',
    // The layout's <main> already pads the page: screens line up with the form steps.
    padding: 0,
    // The column's gap spaces its paragraphs (their own margins would double it).
    '& > p': { margin: 0 },
  },
  centered: { alignItems: 'center', textAlign: 'center', '& p': { textAlign: 'center' } },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalM,
    // On a phone the buttons stack, full width, first action on top: none wraps alone onto a line of its own.
    '@media (max-width: 30rem)': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

/** The column every special screen sits in (phone first, at most 40rem wide). */
export function ScreenLayout({ children, centered = false }: { children: ReactNode; centered?: boolean }) {
  const styles = useStyles();
  return <section className={centered ? `${styles.root} ${styles.centered}` : styles.root}>{children}</section>;
}

/** The screen's buttons: a row, stacked full width on a phone (up to 30rem wide). */
export function ScreenActions({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.actions}>{children}</div>;
}
