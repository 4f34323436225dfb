import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/api/query-client';
import { AppToaster } from '@/components/app-toaster';
import { EditorGateProvider } from '@/components/editor-gate';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <EditorGateProvider>{children}</EditorGateProvider>
      <AppToaster />
    </QueryClientProvider>
  );
}
