import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAllows } from '../access';
import { useReviewDetail } from '../api/reviewDetail';
import { formatDateTime } from '../format';
import { Facts } from '../parts/Facts';
import { LoadError } from '../parts/LoadError';
import { Loading } from '../parts/Loading';
import { ScreenTitle } from '../parts/ScreenTitle';
import { Section } from '../parts/Section';
import { ApplicantSection } from './application/ApplicantSection';
import { AssignmentPanel } from './application/AssignmentPanel';
import { AuditTrail } from './application/AuditTrail';
import { DecisionPanel } from './application/DecisionPanel';
import { MemberSection } from './application/MemberSection';
import { OffersSection } from './application/OffersSection';
import { OutcomeSummary } from './application/OutcomeSummary';
import { RulesSection } from './application/RulesSection';

const useStyles = makeStyles({
  back: { display: 'inline-block', marginBottom: '8px' },
  readOnly: { color: tokens.colorNeutralForeground2 },
});

/**
 * One application: summary, the applicant (SSN last four and age only) and their answers, the
 * member facts the rules read, the rule outcomes, the offers an approval would make, the decision
 * (for those who may decide) and the audit trail. The address may name it by its reference (the
 * queue's search): the server finds it, and the address then names it by its id.
 */
export default function ApplicationScreen() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const detail = useReviewDetail(id);
  const navigate = useNavigate();
  const applicationId = detail.data?.application_id;
  // Found by its reference (PAL-7Q4K-2M): the address names the application by its id from then on.
  useEffect(() => {
    if (applicationId && applicationId !== id) navigate(`/reviews/${applicationId}`, { replace: true });
  }, [applicationId, id, navigate]);
  const canDecide = useAllows('decide');
  const canAssign = useAllows('assign');
  if (detail.isPending) return <Loading />;
  if (detail.isError)
    return (
      <>
        <Link className={styles.back} to="/reviews">{t('detail.backToQueue')}</Link>
        <ScreenTitle title={t('detail.unavailable')} />
        <LoadError error={detail.error} onRetry={detail.error.status_code === 404 || detail.error.status_code === 400 ? undefined : () => void detail.refetch()} />
      </>
    );
  const d = detail.data;
  const name = d.applicant ? `${d.applicant.first_name} ${d.applicant.last_name}` : t('queue.nameErased');
  return (
    <>
      <Link className={styles.back} to="/reviews">{t('detail.backToQueue')}</Link>
      <ScreenTitle title={t('detail.title', { name })}>
        <Badge appearance="filled" color={d.awaiting_review ? 'warning' : 'informative'} size="large">
          {d.awaiting_review ? t('detail.awaiting') : t(`steps.${d.step}`, { defaultValue: d.step })}
        </Badge>
      </ScreenTitle>
      <Section title={t('detail.summary')} id="summary">
        <Facts
          items={[
            [t('detail.product'), t(d.product_name_key)],
            [t('detail.created'), formatDateTime(d.created_at, i18n.language)],
            [t('detail.waitingSince'), d.waiting_since ? formatDateTime(d.waiting_since, i18n.language) : '–'],
            [t('detail.assignedTo'), d.assigned_to?.display_name ?? t('queue.unassigned')],
            [t('detail.reference'), d.reference],
            [t('detail.applicationId'), d.application_id],
          ]}
        />
        {canAssign && d.awaiting_review && <AssignmentPanel key={d.assigned_to?.staff_id ?? 'none'} detail={d} />}
      </Section>
      <ApplicantSection detail={d} />
      <MemberSection member={d.member} />
      <RulesSection rules={d.rules} reviewReasons={d.review_reasons} />
      <OffersSection offers={d.offers} />
      {canDecide ? (
        <DecisionPanel detail={d} />
      ) : (
        <Section title={t('decision.title')} id="decision">
          {d.awaiting_review ? <p className={styles.readOnly}>{t('decision.readOnly')}</p> : <OutcomeSummary detail={d} />}
        </Section>
      )}
      <AuditTrail events={d.events} />
    </>
  );
}
