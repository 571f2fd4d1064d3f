import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAuditExport } from '../api/auditExport';
import { DateRangeForm } from '../parts/DateRangeForm';
import { saveFile } from '../parts/saveFile';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { useErrorText } from '../parts/useErrorText';

/** The audit trail of a date range as a CSV file for examiners (personal data masked by the server). */
export default function AuditExportScreen() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exportCsv = useAuditExport();
  return (
    <>
      <ScreenTitle title={t('auditExport.title')} />
      <Section title={t('auditExport.rangeTitle')} id="audit-export">
        <p>{t('auditExport.help')}</p>
        <DateRangeForm
          submit={t('auditExport.download')}
          busy={exportCsv.isPending}
          onSubmit={(range) => exportCsv.mutate(range, { onSuccess: ({ blob, filename }) => saveFile(blob, filename) })}
        />
        <div aria-live="polite">
          {exportCsv.isSuccess && (
            <MessageBar intent="success">
              <MessageBarBody>{t('auditExport.done', { file: exportCsv.data.filename })}</MessageBarBody>
            </MessageBar>
          )}
          {exportCsv.error && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{errorText(exportCsv.error)}</MessageBarBody>
            </MessageBar>
          )}
        </div>
      </Section>
    </>
  );
}
