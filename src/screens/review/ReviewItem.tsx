import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  item: {
    padding: `${tokens.spacingVerticalS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  term: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  value: {
    margin: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  // The button's text ends at the right edge of the list (its padding and minimum width would inset it).
  edit: { flexShrink: 0, minWidth: 'auto', marginRight: `calc(-1 * ${tokens.spacingHorizontalM})` },
});

/** One reviewed answer inside a `<dl>`: its label, its value and an "Edit <label>" button (none without `onEdit`). */
export function ReviewItem({ label, value, onEdit }: { label: string; value: string; onEdit?: () => void }) {
  const { t } = useTranslation(['screens', 'common']);
  const styles = useStyles();
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>
        <span>{value}</span>
        {onEdit && (
          <Button
            className={styles.edit}
            appearance="subtle"
            icon={<EditRegular />}
            aria-label={t('screens:review.editItem', { item: label.toLowerCase() })}
            onClick={onEdit}
          >
            {t('common:buttons.edit')}
          </Button>
        )}
      </dd>
    </div>
  );
}
