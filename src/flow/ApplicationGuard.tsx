import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useApplicationQuery, useClearApplication } from '../api/application';
import { useToast } from '../services/toast';
import { errorCodeMessage, errorMessage } from '../api/errors';
import { SessionTimeout } from './SessionTimeout';
import { useFlow, useGoToStep } from './FlowContext';

/** sessionStorage key of the application reference (SPEC section 3). */
export const APPLICATION_ID_KEY = 'applicationId';
/** sessionStorage key of the short reference a member reads out (`PAL-7Q4K-2M`; the error page reads it). */
export const APPLICATION_REFERENCE_KEY = 'applicationReference';

/**
 * Guard of the /application routes (SPEC section 2): loads the application; a step outside
 * allowed_steps goes to the current step's page; a 401 clears the cache, says the session
 * expired and goes to the apply page; any other error says so (the text of its error_code in
 * the page's language, never the server's message) and goes to the error page with the application id. Runs the session-timeout countdown while the application is loaded.
 */
export function ApplicationGuard() {
  const query = useApplicationQuery();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { stepAt, routeOf } = useFlow();
  const goToStep = useGoToStep();
  const clearApplication = useClearApplication();
  const toast = useToast();
  const { t } = useTranslation(['common', 'errors']);
  const { data, error } = query;

  useEffect(() => {
    if (!data) return;
    try {
      sessionStorage.setItem(APPLICATION_ID_KEY, data.application_id);
      if (data.reference) sessionStorage.setItem(APPLICATION_REFERENCE_KEY, data.reference);
    } catch {
      /* storage unavailable */
    }
    const here = stepAt(pathname);
    if (!here || !data.allowed_steps.includes(here)) goToStep(data.step);
  }, [data, pathname, stepAt, goToStep]);

  useEffect(() => {
    if (!error) return;
    if (error.status_code === 401) {
      clearApplication();
      toast.error(errorCodeMessage(t, 'SESSION_EXPIRED'));
      navigate(routeOf('MAIN_APPLY'), { replace: true });
      return;
    }
    toast.error(errorMessage(t, error));
    let id = '';
    try {
      id = sessionStorage.getItem(APPLICATION_ID_KEY) ?? '';
    } catch {
      id = '';
    }
    const search = id ? `?${new URLSearchParams({ applicationId: id }).toString()}` : '';
    navigate(`${routeOf('APPLICATION_ERROR')}${search}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (!data) {
    return (
      <div role="status" style={{ padding: 48, display: 'flex', justifyContent: 'center' }}>
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const here = stepAt(pathname);
  return (
    <>
      <SessionTimeout expiresInSeconds={data.expires_in_seconds} restartKey={query.dataUpdatedAt} />
      {here && data.allowed_steps.includes(here) ? <Outlet /> : null}
    </>
  );
}
export default ApplicationGuard;
