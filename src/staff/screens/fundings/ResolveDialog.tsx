import { useState } from 'react';
import { Field, Textarea, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FailedFunding } from '../../api/types';
import { formatMoney } from '../../format';
import { ConfirmDialog } from '../application/ConfirmDialog';
import { applicationName } from './fundingName';

/** The note's bounds (funding-resolution.schema.json), counted after trimming as the server stores it. */
export const NOTE_MIN = 3;
export const NOTE_MAX = 500;

const useStyles = makeStyles({ facts: { margin: '0 0 12px', paddingLeft: '20px' } });

/**
 * The confirmation of a resolution: what the failed funding is (application, amount, the core's
 * loan, voided or not), the note of what was done at the core (3 to 500 characters, checked here
 * before anything is sent), then "Mark resolved" or back (Escape too).
 */
export function ResolveDialog({ funding, note, onNoteChange, onConfirm, onClose }: {
  funding: FailedFunding;
  note: string;
  onNoteChange(note: string): void;
  onConfirm(note: string): void;
  onClose(): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | undefined>();
  const reference = applicationName(funding);
  const confirm = () => {
    const text = note.trim();
    if (text.length < NOTE_MIN) return setProblem(t('fundings.noteTooShort', { min: NOTE_MIN }));
    if (text.length > NOTE_MAX) return setProblem(t('fundings.noteTooLong', { max: NOTE_MAX }));
    setProblem(undefined);
    onConfirm(text);
  };
  return (
    <ConfirmDialog open title={t('fundings.confirmTitle', { reference })} confirm={t('fundings.resolve')} onConfirm={confirm} onClose={onClose}>
      <ul className={styles.facts}>
        {funding.amount_financed !== null && <li>{t('fundings.confirmAmount', { amount: formatMoney(funding.amount_financed) })}</li>}
        <li>{t('fundings.confirmLoan', { loan: funding.loan_id })}</li>
        <li>{funding.voided ? t('fundings.confirmVoided') : t('fundings.confirmNotVoided')}</li>
      </ul>
      <Field label={t('fundings.note')} hint={t('fundings.noteHint', { max: NOTE_MAX })} validationMessage={problem} required>
        <Textarea value={note} onChange={(_e, d) => onNoteChange(d.value)} maxLength={NOTE_MAX + 100} resize="vertical" />
      </Field>
    </ConfirmDialog>
  );
}
