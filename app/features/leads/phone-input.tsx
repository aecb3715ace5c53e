import { useEffect, useId, useMemo, useRef, useState } from "react";
import { type Lang, locale } from "~/domain/languages";
import type { FormsMessages } from "~/i18n/messages/types";
import { Field, inputClass } from "~/ui/form";
import { filterCountries, limitPhoneInput, type PhoneCountry, startingPhoneCountry } from "./phone-field";

/** The country search waits 250 ms after the last keystroke (docs/PRODUCT.md, Forms). */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

interface PhoneInputProps {
  id: string;
  lang: Lang;
  t: FormsMessages["phone"];
  describedBy?: string;
  invalid: boolean;
  defaultValue?: string;
  required?: boolean;
}

/**
 * A phone number with its country: the number is the `phone` field, the country the
 * `phone_country` field (Czech by default, Polish on Polish pages), so a plain browser post
 * carries both.
 */
export function PhoneInput({ id, lang, t, describedBy, invalid, defaultValue, required }: PhoneInputProps) {
  // The served page and hydration need only the starting country; the list (libphonenumber-js)
  // loads when it is first opened, or when the pointer or focus reaches its button.
  const [country, setCountry] = useState<PhoneCountry>(() => startingPhoneCountry(lang));
  const [countries, setCountries] = useState<PhoneCountry[] | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadCountries = () => {
    loading.current ??= import("./phone").then(
      ({ phoneCountries }) => setCountries(phoneCountries(locale[lang])),
      () => {
        loading.current = null; // a failed download is tried again at the next opening
      },
    );
  };
  const [number, setNumber] = useState(defaultValue ?? "");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [debouncedQuery, setDebouncedQuery] = useState("");
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedQuery(query), COUNTRY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const matches = useMemo(
    () => (countries ? filterCountries(countries, debouncedQuery) : []),
    [countries, debouncedQuery],
  );

  const choose = (next: PhoneCountry) => {
    setCountry(next);
    setOpen(false);
    setQuery("");
    setDebouncedQuery("");
    buttonRef.current?.focus();
  };

  return (
    <div ref={containerRef} className="relative">
      <input type="hidden" name="phone_country" value={country.code} />
      <div className="flex gap-2">
        <button
          ref={buttonRef}
          type="button"
          aria-label={`${t.country}: ${country.name} ${country.dialCode}`}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => {
            loadCountries();
            setOpen(!open);
          }}
          onPointerEnter={loadCountries}
          onFocus={loadCountries}
          onKeyDown={(event) => event.key === "Escape" && setOpen(false)}
          className="shrink-0 rounded-xl border border-ink-300 bg-white px-3 text-sm font-medium text-ink hover:border-brand-600"
        >
          {country.code} {country.dialCode}
        </button>
        <input
          id={id}
          type="tel"
          name="phone"
          // "tel" (not "tel-national", which validators reject): a filled-in +prefix wins over the country.
          autoComplete="tel"
          inputMode="tel"
          value={number}
          onChange={(event) => setNumber(limitPhoneInput(event.target.value))}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          className={inputClass()}
        />
      </div>
      {open && (
        <div className="absolute z-20 mt-2 w-full max-w-sm rounded-xl border border-ink-200 bg-white p-2 shadow-xl">
          <input
            ref={searchRef}
            type="search"
            aria-label={t.search}
            placeholder={t.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                setOpen(false);
                buttonRef.current?.focus();
              }
              if (event.key === "Enter") {
                event.preventDefault();
                if (matches[0]) choose(matches[0]);
              }
            }}
            className={inputClass({ size: "sm" })}
          />
          <ul
            id={listId}
            aria-label={t.country}
            aria-busy={!countries}
            className="mt-2 max-h-60 overflow-y-auto"
          >
            {countries && matches.length === 0 && (
              <li className="px-3 py-2 text-sm text-ink-600">{t.noResults}</li>
            )}
            {matches.map((item) => (
              <li key={item.code}>
                <button
                  type="button"
                  onClick={() => choose(item)}
                  aria-current={item.code === country.code ? "true" : undefined}
                  className="flex w-full justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-ink-100 aria-[current]:font-semibold"
                >
                  <span>{item.name}</span>
                  <span className="text-ink-600">{item.dialCode}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The phone input with its label, "(optional)" or `required`, and error: the lead forms and
 * sign-up use it.
 */
export function PhoneField({
  label,
  optionalLabel,
  required,
  lang,
  t,
  error,
  defaultValue,
}: {
  label: string;
  lang: Lang;
  t: FormsMessages["phone"];
  error?: string;
  defaultValue?: string;
} & ({ optionalLabel: string; required?: never } | { optionalLabel?: never; required: true })) {
  return (
    <Field label={label} optionalLabel={optionalLabel} error={error}>
      {({ id, describedBy, invalid }) => (
        <PhoneInput
          id={id}
          lang={lang}
          t={t}
          describedBy={describedBy}
          invalid={invalid}
          defaultValue={defaultValue}
          required={required}
        />
      )}
    </Field>
  );
}
