// Dates and numbers for a locale through Intl; the formatters are made once per locale and options.

/** What useFormat returns: the locale and its formatters. Missing or unreadable values read as `none` ('–'). */
export interface CurateFormat {
  /** The BCP 47 locale, e.g. 'en-US' (the default) or 'de-DE'. */
  locale: string;
  /** A number: 1,234.5 in en-US, 1.234,5 in de-DE. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A timestamp as a date: 'Mar 2, 2025'. */
  date: (iso: string | null | undefined) => string;
  /** A timestamp with its time: 'Mar 2, 2025, 10:00 AM'. */
  dateTime: (iso: string | null | undefined) => string;
  /** A calendar day ('2026-11-25', read as UTC) as month and day: 'Nov 25'. */
  shortDate: (day: string) => string;
  /** A timestamp as a date in a time zone: 'Mar 2, 2025' (the audit history's US Eastern dates, spec part 1 §9). */
  zonedDate: (iso: string | null | undefined, timeZone: string) => string;
  /** A timestamp as date, time and zone in a time zone: 'Mar 2, 2025, 9:20 AM EST'. */
  zonedDateTime: (iso: string | null | undefined, timeZone: string) => string;
  /** A relative time through Intl.RelativeTimeFormat: relative(-5, 'minute') → '5 minutes ago'. */
  relative: (value: number, unit: Intl.RelativeTimeFormatUnit, options?: Intl.RelativeTimeFormatOptions) => string;
}

/** The locale used when none is given; the spec's dates read 'Mar 2, 2025'. */
export const DEFAULT_LOCALE = 'en-US';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ''}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A locale Intl knows, else the default with a console warning (a bad `locale` prop never throws into the
 * host's page).
 */
export function supportedLocale(locale: string | undefined, warn: (m: string) => void = console.warn): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? DEFAULT_LOCALE;
  } catch {
    warn(`[curate] Unknown locale "${locale}"; ${DEFAULT_LOCALE} is used`);
    return DEFAULT_LOCALE;
  }
}

/** The formatters of a locale; `none` is what a missing or unreadable date reads as. */
export function createFormat(locale: string = DEFAULT_LOCALE, none = '–'): CurateFormat {
  const dateWith = (options: Intl.DateTimeFormatOptions) => (iso: string | null | undefined) => {
    const date = parse(iso);
    return date ? cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date) : none;
  };
  return {
    locale,
    number: (value, options) =>
      cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value),
    date: dateWith(DATE),
    dateTime: dateWith(DATE_TIME),
    shortDate: (day) => dateWith({ month: 'short', day: 'numeric', timeZone: 'UTC' })(`${day}T00:00:00Z`),
    zonedDate: (iso, timeZone) => dateWith({ ...DATE, timeZone })(iso),
    zonedDateTime: (iso, timeZone) => dateWith({ ...DATE_TIME, timeZone, timeZoneName: 'short' })(iso),
    relative: (value, unit, options) =>
      cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options)).format(value, unit),
  };
}
