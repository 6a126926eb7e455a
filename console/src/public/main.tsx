import '@mantine/core/styles.css';
import './public.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../i18n/i18n';
import { pageOptions } from './page-options';
import { ApiError } from '../api/errors';
import { PublicApp } from './PublicApp';
import { CircuitPublicApp } from './circuit/CircuitPublicApp';
import { circuitSlugFromPath } from './circuit/circuit-data';

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
// `/c/{shareSlug}`: a circuit's page, served by the same entry.
const circuitSlug = circuitSlugFromPath(window.location.pathname);
if (options.embed) document.documentElement.dataset.embed = '';

// The reader's language is picked and its catalogue in before anything is drawn.
await i18nReady;
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {circuitSlug ? (
        <CircuitPublicApp shareSlug={circuitSlug} options={options} />
      ) : (
        <PublicApp options={options} />
      )}
    </QueryClientProvider>
  </StrictMode>,
);
