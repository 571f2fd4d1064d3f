import { useState } from 'react';
import { Button, Field, Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAssign, useReviewers } from '../../api/assignment';
import type { ReviewDetail } from '../../api/types';
import { useErrorText } from '../../parts/useErrorText';

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '12px', marginTop: '16px' } });

/** Supervisors give an application awaiting review to a reviewer (or to nobody). */
export function AssignmentPanel({ detail }: { detail: ReviewDetail }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reviewers = useReviewers(true);
  const assign = useAssign(detail.application_id);
  const [choice, setChoice] = useState(detail.assigned_to?.staff_id ?? '');
  return (
    <div className={styles.row}>
      <Field label={t('assignment.label')} validationMessage={assign.error ? errorText(assign.error) : undefined}>
        <Select value={choice} onChange={(_e, d) => setChoice(d.value)}>
          <option value="">{t('assignment.nobody')}</option>
          {(reviewers.data?.items ?? []).map((r) => (
            <option key={r.staff_id} value={r.staff_id}>
              {r.display_name}
            </option>
          ))}
        </Select>
      </Field>
      <Button disabledFocusable={assign.isPending || choice === (detail.assigned_to?.staff_id ?? '')} onClick={() => assign.mutate(choice || null)}>
        {t('assignment.save')}
      </Button>
    </div>
  );
}
