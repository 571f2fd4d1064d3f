import { useRef, type KeyboardEvent } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { LoanSchedule } from '../../core/application';
import { OfferCard } from './OfferCard';

/** Widest the cards spread: three side by side on a desktop (the page's column is 40rem). */
const GROUP_WIDTH = 'min(72rem, calc(100vw - 2rem))';

const useStyles = makeStyles({
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    // Stacked on a phone; side by side, each 20-23rem wide, as many as fit, centred.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 23rem))',
    justifyContent: 'center',
    // Wider than the page's column when the window is: the same width either side of it.
    width: GROUP_WIDTH,
    marginLeft: `calc((100% - ${GROUP_WIDTH}) / 2)`,
    marginRight: `calc((100% - ${GROUP_WIDTH}) / 2)`,
  },
});

const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

/**
 * The offers as a radio group: one tab stop (the selected card, else the first), arrow keys
 * move to and select the next or previous card (wrapping), Home and End the first and last.
 * The cards stack on a phone and stand side by side on a wider window, beyond the page's column.
 */
export function OfferRadioGroup({
  schedules,
  selectedId,
  label,
  onSelect,
}: {
  schedules: LoanSchedule[];
  selectedId: string | null | undefined;
  label: string;
  onSelect(schedule: LoanSchedule): void;
}) {
  const styles = useStyles();
  const cards = useRef<Array<HTMLDivElement | null>>([]);
  const selectedIndex = schedules.findIndex((s) => s.offer_id === selectedId);

  const move = (from: number, event: KeyboardEvent<HTMLDivElement>) => {
    const last = schedules.length - 1;
    let to: number;
    if (NEXT_KEYS.includes(event.key)) to = from === last ? 0 : from + 1;
    else if (PREVIOUS_KEYS.includes(event.key)) to = from === 0 ? last : from - 1;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = last;
    else return;
    event.preventDefault();
    cards.current[to]?.focus();
    if (schedules[to].offer_id !== selectedId) onSelect(schedules[to]);
  };

  return (
    <div role="radiogroup" aria-label={label} className={styles.group}>
      {schedules.map((schedule, index) => (
        <OfferCard
          key={schedule.offer_id}
          ref={(element) => {
            cards.current[index] = element;
          }}
          schedule={schedule}
          checked={index === selectedIndex}
          tabbable={selectedIndex === -1 ? index === 0 : index === selectedIndex}
          onSelect={() => {
            if (schedule.offer_id !== selectedId) onSelect(schedule);
          }}
          onKeyDown={(event) => move(index, event)}
        />
      ))}
    </div>
  );
}
