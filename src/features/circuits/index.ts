/**
 * The circuits feature's API: the listener of tournaments' final places, the published circuit
 * behind a public page and its stream, and the routes.
 */
export { announceCircuitsOf } from './circuit-events.js';
export { circuitStreamTarget, findPublishedCircuit } from './circuit-publication.service.js';
export { circuitRoutes } from './circuit.routes.js';
