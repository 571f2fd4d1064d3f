import { Badge, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { NoticeStatus } from '../api/types';

const COLOR = { queued: 'informative', sent: 'success', failed: 'danger', awaiting_print: 'warning', printed: 'success' } as const;

// A badge is one line high: its text must not wrap in a narrow column.
const useStyles = makeStyles({ badge: { whiteSpace: 'nowrap' } });

/** A notice's status as a coloured badge with its text. */
export function StatusBadge({ status }: { status: NoticeStatus }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Badge appearance="tint" color={COLOR[status]} className={styles.badge}>
      {t(`notices.statuses.${status}`)}
    </Badge>
  );
}
