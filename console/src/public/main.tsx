import '@mantine/core/styles.css';
import './public.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { pageOptions } from './page-options';
import { ApiError } from '../api/errors';
import { PublicApp } from './PublicApp';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An unknown or unpublished tournament stays so; only transient failures are retried.
      retry: (failures, error) =>
        failures < 2 && !(error instanceof ApiError && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

const options = pageOptions(window.location);
if (options.embed) document.documentElement.dataset.embed = '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PublicApp options={options} />
    </QueryClientProvider>
  </StrictMode>,
);
