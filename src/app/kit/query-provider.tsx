/**
 * react-query for the signed-in area only (the shell mounts it), so it never ships in the
 * /login first load. One client per signed-in session: signing out unmounts the shell and
 * drops every cached record. No retries: a failed view simply ends its spinner (spec section 8).
 */
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

const VIEW_FRESH_MS = 30_000;

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: VIEW_FRESH_MS, refetchOnWindowFocus: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
