/**
 * Date formatters made once per locale and options and then reused. Making an
 * Intl.DateTimeFormat costs far more than using one: a board of 100 cards made about a thousand
 * of them per page and spent half its server time there (docs/decisions/0056-desk-speed.md).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The same as `new Intl.DateTimeFormat(locale, options)`, made only the first time. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}
