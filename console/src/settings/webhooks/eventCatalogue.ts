import { useQuery } from '@tanstack/react-query';

interface OpenApiDocument {
  components?: {
    schemas?: Record<
      string,
      { properties?: { eventTypes?: { items?: { anyOf?: { enum?: string[] }[] } } } }
    >;
  };
}

/** The event names a webhook may subscribe to, as the server's own API document lists them. */
async function fetchEventTypes(): Promise<string[]> {
  const response = await fetch('/api/v1/openapi.json');
  if (!response.ok) throw new Error(`The API document answered ${response.status}`);
  const document = (await response.json()) as OpenApiDocument;
  const choices =
    document.components?.schemas?.CreateWebhookRequest?.properties?.eventTypes?.items?.anyOf ?? [];
  return choices.flatMap((choice) => choice.enum ?? []);
}

export function useEventTypes() {
  return useQuery({
    queryKey: ['webhook-event-types'],
    queryFn: fetchEventTypes,
    staleTime: Infinity,
  });
}
