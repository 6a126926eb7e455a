import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { fieldSentence, humanise } from './field-messages';

const labels: Record<string, string> = {
  startTime: 'Start',
  maxTeamMembers: 'Max team members',
  entryFee: 'Entry fee',
};
const labelOf = (field: string) => labels[field];

describe('fieldSentence', () => {
  it.each([
    [{ label: 'Name' }, 'is required', 'Name is required'],
    [{ label: 'Name' }, 'must not be blank', 'Name is required'],
    [{ label: 'Game', choice: true }, 'must be a valid uuid', 'Pick a game'],
    [{ label: 'Game', choice: true }, 'does not name a game', 'Pick a game'],
    [{ label: 'Entry fee currency', choice: true }, 'is required', 'Pick an entry fee currency'],
    [
      { label: 'Max teams' },
      'must be between 1 and 100000',
      'Max teams must be between 1 and 100,000',
    ],
    [{ label: 'Max teams' }, 'must be a whole number', 'Max teams must be a whole number'],
    [
      { label: 'Name' },
      'must have at most 200 characters',
      'Name must have at most 200 characters',
    ],
    [
      { label: 'Join link' },
      'must be a valid uri',
      'Join link must be a full web address, like https://example.com',
    ],
    [
      { label: 'Colour' },
      'must match pattern "^#[0-9a-fA-F]{6}$"',
      'Colour is not in the expected form',
    ],
    [
      { label: 'Registration deadline' },
      'must not be after startTime',
      'Registration deadline must not be after start',
    ],
    [
      { label: 'Min team members' },
      'must not exceed maxTeamMembers',
      'Min team members must not exceed max team members',
    ],
    [
      { label: 'Entry fee currency', choice: true },
      'is required when entryFee is above 0',
      'Entry fee currency is required when entry fee is above 0',
    ],
    [
      { label: 'Games' },
      'needs at least one game unless forfeitBy is given',
      'Games needs at least one game unless forfeit by is given',
    ],
    [{ label: 'Games' }, 'a best of 3 has at most 3 games', 'A best of 3 has at most 3 games'],
  ])('%j "%s" → "%s"', (field, message, sentence) => {
    expect(fieldSentence(field, message, labelOf)).toBe(sentence);
  });

  it('never leaves an API name or a schema phrase', () => {
    const said = fieldSentence({ label: 'Seeding' }, 'must not be after qualifiersPerGroup');
    expect(said).toBe('Seeding must not be after qualifiers per group');
  });
});

describe('fieldSentence in Spanish', () => {
  beforeAll(() => i18n.changeLanguage('es'));
  afterAll(() => i18n.changeLanguage('en'));

  it.each([
    [{ label: 'Nombre' }, 'is required', 'El campo «Nombre» es obligatorio'],
    [{ label: 'Juego', choice: true }, 'must be a valid uuid', 'Elige una opción en «Juego»'],
    [
      { label: 'Enlace' },
      'must be a valid uri',
      '«Enlace» debe ser una dirección web completa, como https://example.com',
    ],
    [
      { label: 'Color' },
      'must match pattern "^#[0-9a-fA-F]{6}$"',
      '«Color» no tiene el formato esperado',
    ],
  ])('%j "%s" → "%s"', (field, message, sentence) => {
    expect(fieldSentence(field, message, labelOf)).toBe(sentence);
  });
});

describe('humanise', () => {
  it('names the last part of a path in words', () => {
    expect(humanise('placements.0.participantId')).toBe('Participant id');
    expect(humanise('tournamentName')).toBe('Tournament name');
  });
});
