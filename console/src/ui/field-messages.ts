import { currentLanguage, i18n, t } from '../i18n/i18n';

/**
 * The server's field errors name API fields and speak of the value ("must be a valid uuid",
 * "must not be after startTime"): a person reads a sentence about the field's label instead
 * ("Pick a game", "Registration deadline must not be after start"), in the page's language
 * (`fieldMessages.*`). What the server says of a rule it has no sentence for stays in its words,
 * with the form's labels in place of the API names.
 */

export interface FieldDescription {
  /** The field's label as the form shows it, e.g. "Max teams". */
  label: string;
  /** Picked from a list (select, radio buttons) rather than typed. */
  choice?: boolean;
}

/** The label of another field named in a message (an API name such as `startTime`), if the form has it. */
export type LabelOf = (apiField: string) => string | undefined;

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** "Start" in the middle of a sentence is "start"; "URL" stays "URL". */
const midSentence = (label: string) =>
  /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// A catalogue's sentence may name the label as English does after "pick": `{{label, withArticle}}`
// ("an entry fee"); other languages take the label as it is.
i18n.services.formatter?.add('withArticle', (label: string) => article(midSentence(label)));

/** `placements.0.participantId` → "Participant id": the last named part, in words. */
export function humanise(apiField: string): string {
  const name =
    apiField
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? apiField;
  return capitalised(name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
}

const CAMEL_CASE = /\b[a-z][a-z0-9]*(?:[A-Z][A-Za-z0-9]*)+\b/g;

/** API names inside a message become the labels the form shows, or plain words. */
function withLabels(message: string, labelOf: LabelOf): string {
  return message.replace(CAMEL_CASE, (name) => midSentence(labelOf(name) ?? humanise(name)));
}

/** 100000 → "100,000": long numbers are read with their separators. */
const withSeparators = (message: string) =>
  message.replace(/\b\d{4,}\b/g, (digits) => Number(digits).toLocaleString(currentLanguage()));

/** The catalogue's sentence for a value not in the format the API names. */
const FORMAT_SENTENCES: Record<string, string> = {
  uri: 'fieldMessages.webAddress',
  url: 'fieldMessages.webAddress',
  email: 'fieldMessages.email',
  'date-time': 'fieldMessages.dateTime',
  date: 'fieldMessages.date',
};

/** The server's message about one field → a sentence about its label. */
export function fieldSentence(
  field: FieldDescription,
  message: string,
  labelOf: LabelOf = () => undefined,
): string {
  const { label, choice = false } = field;
  const say = (key: string, values: Record<string, string> = {}) => t(key, { label, ...values });
  const said = message.trim();
  if (/^(is required|must not be empty|must not be blank)$/.test(said))
    return say(choice ? 'fieldMessages.pick' : 'fieldMessages.required');
  if (/^must be a valid uuid$|^must be one of |^does not name an? /.test(said))
    return say(choice ? 'fieldMessages.pick' : 'fieldMessages.notAChoice');
  const format = /^must be a valid (.+)$/.exec(said)?.[1];
  if (format) return say(FORMAT_SENTENCES[format] ?? 'fieldMessages.notValid');
  if (/^must match (the )?pattern/.test(said)) return say('fieldMessages.notInForm');
  if (said === 'is not a known field') return say('fieldMessages.notAccepted');
  if (/^must be (a string|a list|an object|true or false|null)$/.test(said))
    return say('fieldMessages.notValid');
  const words = withSeparators(withLabels(said, labelOf));
  // "must not be after startTime" is said of the field; "a best of 3 has at most 3 games" is a
  // sentence of its own.
  return PREDICATE.test(said)
    ? say('fieldMessages.saidOfField', { said: words })
    : capitalised(words);
}

const PREDICATE =
  /^(must|is|are|has|have|needs|need|does|do|appears|duplicates|cannot|can|was|were|should|may)\b/;
