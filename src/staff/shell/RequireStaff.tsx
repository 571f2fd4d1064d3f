import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useStaffSession } from '../api/session';
import { Loading } from '../parts/Loading';
import { LoadError } from '../parts/LoadError';

/** Where the sign-in page sends the staff member back to, and why they are there. */
export interface SignInState {
  from?: string;
  ended?: boolean;
}

/** Routes for signed-in staff only: anyone else goes to the sign-in page (told when their session ended). */
export function RequireStaff() {
  const session = useStaffSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.isError) return <LoadError error={session.error} onRetry={() => void session.refetch()} />;
  if (!session.data.signed_in) {
    const state: SignInState = { from: `${location.pathname}${location.search}`, ended: session.data.ended };
    return <Navigate to="/sign-in" replace state={state} />;
  }
  return <Outlet />;
}
