import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  svg: { width: '72px', height: '72px' },
  circle: {
    fill: 'none',
    stroke: tokens.colorPaletteGreenForeground1,
    strokeWidth: '4',
    strokeDasharray: '166',
    strokeDashoffset: '166',
    animationName: { to: { strokeDashoffset: '0' } },
    animationDuration: '600ms',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'forwards',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', strokeDashoffset: '0' },
  },
  check: {
    fill: 'none',
    stroke: tokens.colorPaletteGreenForeground1,
    strokeWidth: '5',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeDasharray: '48',
    strokeDashoffset: '48',
    animationName: { to: { strokeDashoffset: '0' } },
    animationDuration: '400ms',
    animationDelay: '500ms',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'forwards',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none', strokeDashoffset: '0' },
  },
});

/** A check mark drawn in a circle (CSS stroke animation; static with reduced motion). Decorative. */
export function SuccessCheck() {
  const styles = useStyles();
  return (
    <svg className={styles.svg} viewBox="0 0 56 56" aria-hidden="true" focusable="false">
      <circle className={styles.circle} cx="28" cy="28" r="26" />
      <path className={styles.check} d="M16 29l8 8 16-17" />
    </svg>
  );
}
