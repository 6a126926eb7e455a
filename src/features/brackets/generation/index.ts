// Generating a round's bracket from its participants, and whether a participant was seeded.
export { assertOpen, generateRound, openRound, seedRound } from './generate.service.js';
export { isSeededInTournament } from './seeded.service.js';
