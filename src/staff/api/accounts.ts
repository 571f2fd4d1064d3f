import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../api/errors';
import { staffGet, staffSend } from './staffClient';
import type { AccountPatch, StaffAccount } from './types';

/** GET /api/staff/accounts (admins): every staff account. */
export function useAccounts() {
  return useQuery<{ items: StaffAccount[] }, ApiError>({ queryKey: ['staff', 'accounts'], queryFn: () => staffGet('accounts') });
}

/** PATCH /api/staff/accounts/:id: roles of a built-in account, or disable / enable any account. */
export function usePatchAccount() {
  const queryClient = useQueryClient();
  return useMutation<StaffAccount, ApiError, { id: string; patch: AccountPatch }>({
    mutationFn: ({ id, patch }) => staffSend<StaffAccount>('patch', `accounts/${encodeURIComponent(id)}`, patch),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['staff', 'accounts'] }),
  });
}
