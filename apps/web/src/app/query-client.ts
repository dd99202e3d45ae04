/** The app's one React Query client; cleared on sign-out so no user sees another's data. */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/http.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry; network blips and 5xx get two more tries.
      retry: (count, err) =>
        !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});
