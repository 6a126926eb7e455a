/**
 * The bytes of a delivery: `{event, eventId, timestamp, tenantId, data}`. Built once, when the
 * event is fanned out, and stored, so every attempt sends (and signs) exactly the same bytes.
 * `payload` is already JSON (serialised by recordEvent), so it is spliced in as it is.
 */
export function eventBody(event: {
  id: string;
  tenantId: string;
  event: string;
  payload: string;
  createdAt: string;
}): string {
  const head = JSON.stringify({
    event: event.event,
    eventId: event.id,
    timestamp: event.createdAt,
    tenantId: event.tenantId,
  });
  return `${head.slice(0, -1)},"data":${event.payload}}`;
}

/** A configuration's stored `eventTypes`. */
export function parseEventTypes(eventTypesJson: string): string[] {
  return JSON.parse(eventTypesJson) as string[];
}

/** Whether a configuration subscribed to `event`: an empty list means every event. */
export function subscribes(types: readonly string[], event: string): boolean {
  return types.length === 0 || types.includes(event);
}
