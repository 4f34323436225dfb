import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { AppToaster } from '@/components/app-toaster';
import { EditorGateProvider } from '@/components/editor-gate';

/** `client`: the component tests pass one whose retries do not wait (src/web/testing/test-utils.tsx); the app makes its own. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <EditorGateProvider>{children}</EditorGateProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
