// TanStack Query defaults for the whole site.
import { QueryClient } from '@tanstack/react-query';
import { errorStatus } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 5_000,
      // A 4xx will not change by asking again; network trouble might.
      retry: (failures, error) => {
        const status = errorStatus(error);
        return failures < 2 && (status === undefined || status >= 500);
      },
    },
    mutations: { retry: false },
  },
});

/** Polling periods of the specs (spec 1 §9, spec 2 §9). */
export const POLL = {
  blockChecks: 30_000,
  onlineUsers: 15_000,
  sessions: 10_000,
  conversations: 10_000,
  sidebar: 30_000,
  tavernParticipants: 30_000,
} as const;
