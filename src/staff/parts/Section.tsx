import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  section: {
    background: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, boxShadow: tokens.shadow2,
    padding: '16px 20px', marginBottom: '16px', overflowX: 'auto',
  },
  h2: { margin: '0 0 12px', fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, fontWeight: tokens.fontWeightSemibold },
});

/** A card of a screen with its level-2 heading (named by it for assistive technology). */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.h2}>
        {title}
      </h2>
      {children}
    </section>
  );
}
