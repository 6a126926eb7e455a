import { currentLanguage } from './i18n';

/** A moment as the reader's language writes it, in their time zone, the zone named. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** A match's time: the weekday helps more than the year. */
const MATCH_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, locale?: string, timeZone?: string) {
  const language = locale ?? currentLanguage();
  const key = `${language}|${timeZone ?? ''}|${options === MATCH_TIME ? 'match' : 'date'}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

export interface DateFormatOptions {
  /** A language tag; the page's language by default. */
  locale?: string;
  /** An IANA zone; the reader's own by default. */
  timeZone?: string;
  /** With the weekday, as match times are read. */
  weekday?: boolean;
}

/**
 * Every date the console and the public pages show goes through here: "1 dic 2026, 18:00 CET"
 * in the page's language and the reader's time zone, so nobody has to guess whose clock it is.
 */
export function formatDateTime(value: string | Date, options: DateFormatOptions = {}): string {
  const format = formatter(
    options.weekday ? MATCH_TIME : DATE_TIME,
    options.locale,
    options.timeZone,
  );
  return format.format(typeof value === 'string' ? new Date(value) : value);
}

/** From one moment to another, the parts they share written once. */
export function formatDateRange(
  start: string | Date,
  end: string | Date,
  options: DateFormatOptions = {},
): string {
  const format = formatter(DATE_TIME, options.locale, options.timeZone);
  return format.formatRange(new Date(start), new Date(end));
}

/** The reader's time zone as the browser names it ("Europe/Madrid"), for date inputs' hints. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
