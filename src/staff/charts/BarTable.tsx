import { makeStyles, tokens } from '@fluentui/react-components';

/** One bar: its label, its number, and an optional note (e.g. the conversion from the row before). */
export interface Bar {
  key: string;
  label: string;
  value: number;
  note?: string;
}

const useStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  caption: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold, padding: '4px 0 8px' },
  head: { textAlign: 'left', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, padding: '2px 8px 4px 0' },
  label: { textAlign: 'left', fontWeight: tokens.fontWeightRegular, padding: '3px 8px 3px 0', width: '38%' },
  barCell: { padding: '3px 8px 3px 0', width: '40%', minWidth: '80px' },
  number: { textAlign: 'right', padding: '3px 8px 3px 0', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  note: { textAlign: 'right', padding: '3px 0', color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  svg: { display: 'block', width: '100%', height: '14px' },
});

/**
 * A bar chart as a table: each row names its label, draws its bar (a small SVG, hidden from
 * assistive technology, which reads the numbers), and gives the number and the note beside it.
 * Bars scale to the largest value of the chart.
 */
export function BarTable({ caption, bars, labelHeader, valueHeader, noteHeader }: { caption: string; bars: readonly Bar[]; labelHeader: string; valueHeader: string; noteHeader?: string }) {
  const styles = useStyles();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.head}>{labelHeader}</th>
          <td className={styles.head} aria-hidden="true" />
          <th scope="col" className={`${styles.head} ${styles.number}`}>{valueHeader}</th>
          {noteHeader !== undefined && <th scope="col" className={`${styles.head} ${styles.note}`}>{noteHeader}</th>}
        </tr>
      </thead>
      <tbody>
        {bars.map((bar) => (
          <tr key={bar.key}>
            <th scope="row" className={styles.label}>{bar.label}</th>
            <td className={styles.barCell} aria-hidden="true">
              <svg className={styles.svg} viewBox="0 0 100 14" preserveAspectRatio="none" focusable="false">
                <rect x="0" y="0" width="100" height="14" fill={tokens.colorNeutralBackground3} />
                <rect x="0" y="0" width={(bar.value / max) * 100} height="14" fill={tokens.colorBrandBackground} />
              </svg>
            </td>
            <td className={styles.number}>{bar.value.toLocaleString('en-US')}</td>
            {noteHeader !== undefined && <td className={styles.note}>{bar.note ?? '–'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
