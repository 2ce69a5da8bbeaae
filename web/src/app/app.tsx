import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost } from '../components/layout/toast-host';
import { ClerkSessionSync } from '../features/auth/components/clerk-session-sync';
import { createQueryClient } from '../lib/query-client';
import { AppRoutes } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToastHost />
      <ClerkSessionSync />
    </QueryClientProvider>
  );
}
