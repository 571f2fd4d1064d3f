import { QueryClient } from '@tanstack/react-query';

/** The query client: mutations never retry; nothing refetches on reconnect (SPEC section 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
