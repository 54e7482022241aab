import { Select } from './styles';

export interface LanguageSwitcherProps {
  /** The code of the language the page shows (`en`). */
  locale: string;
  /** The languages to choose from, each labelled in its own language ("English", "Español"). */
  locales: { code: string; label: string }[];
  /** Called with the chosen language's code. */
  onChange(code: string): void;
}

/** The navbar's language choice: a native select, so keyboards and screen readers know it. */
export function LanguageSwitcher({ locale, locales, onChange }: LanguageSwitcherProps) {
  return (
    <Select
      aria-label="Language"
      value={locale}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {locales.map(({ code, label }) => (
        <option key={code} value={code} lang={code}>
          {label}
        </option>
      ))}
    </Select>
  );
}
