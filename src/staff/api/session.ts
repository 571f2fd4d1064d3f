import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { setCsrfToken, staffGet, staffSend } from './staffClient';
import type { StaffLogin, StaffRole, StaffSession } from './types';

/** The session as the console keeps it: the server's answer, and `ended` once a call met a 401. */
export type SessionState = StaffSession & { ended?: boolean };

/** Query key of the staff session. */
export const SESSION_KEY = ['staff', 'session'] as const;

/** Keeps the CSRF token of a session answer for the calls that follow, and answers it. */
function remember(session: StaffSession): StaffSession {
  setCsrfToken(session.signed_in ? session.csrf_token : undefined);
  return session;
}

/** GET /api/staff/session: who is signed in, the CSRF token and the ways of signing in. */
export function useStaffSession() {
  return useQuery<SessionState, ApiError>({
    queryKey: SESSION_KEY,
    queryFn: async () => remember(await staffGet<StaffSession>('session')),
    staleTime: 60000,
  });
}

/** POST /api/staff/login (e-mail, password, TOTP code): on success the session is the new one. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation<StaffSession, ApiError, StaffLogin>({
    mutationFn: async (login) => remember(await staffSend<StaffSession>('post', 'login', login)),
    onSuccess: (session) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' && q.queryKey[1] !== 'session' });
      queryClient.setQueryData(SESSION_KEY, session);
    },
  });
}

/** POST /api/staff/logout: the session ends and every cached answer is dropped. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation<StaffSession, ApiError, void>({
    mutationFn: async () => remember(await staffSend<StaffSession>('post', 'logout')),
    onSettled: (session) => {
      setCsrfToken(undefined);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' && q.queryKey[1] !== 'session' });
      queryClient.setQueryData<SessionState>(SESSION_KEY, (old) => session ?? (old ? { methods: old.methods, signed_in: false } : old));
    },
  });
}

/** The roles of the signed-in staff member (none when signed out). */
export function useStaffRoles(): readonly StaffRole[] {
  const { data } = useStaffSession();
  return data?.signed_in ? (data.staff?.roles ?? []) : [];
}
