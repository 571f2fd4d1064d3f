import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '10px 24px', margin: 0 },
  term: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontSize: tokens.fontSizeBase300, overflowWrap: 'anywhere' },
});

/** Label / value pairs as a description list. */
export function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode]> }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
