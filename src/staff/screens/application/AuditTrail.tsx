import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '../../api/types';
import { formatDateTime } from '../../format';
import { Section } from '../../parts/Section';
import { DataTable } from '../../parts/DataTable';
import { auditDetailText } from './auditDetail';

const useStyles = makeStyles({
  detail: { fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere', maxWidth: '320px' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** Every event of the application in order: when, what, the step it moved, who and from which address. */
export function AuditTrail({ events }: { events: AuditEvent[] }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const step = (s: string | null) => (s ? t(`steps.${s}`, { defaultValue: s }) : '');
  return (
    <Section title={t('audit.trailTitle')} id="audit-trail">
      <DataTable aria-labelledby="audit-trail">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('audit.when')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.event')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.steps')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.who')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.address')}</TableHeaderCell>
            <TableHeaderCell>{t('audit.detail')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id}>
              <TableCell className={styles.nowrap}>{formatDateTime(event.at, i18n.language)}</TableCell>
              <TableCell>{t(`audit.types.${event.type}`, { defaultValue: event.type })}</TableCell>
              <TableCell>{event.from_step || event.to_step ? `${step(event.from_step) || '–'} → ${step(event.to_step) || '–'}` : '–'}</TableCell>
              <TableCell>{event.actor ? event.actor.display_name : t('audit.applicantOrSystem')}</TableCell>
              <TableCell>{event.ip ?? '–'}</TableCell>
              <TableCell className={styles.detail}>{auditDetailText(t, event.detail) || '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </DataTable>
    </Section>
  );
}
