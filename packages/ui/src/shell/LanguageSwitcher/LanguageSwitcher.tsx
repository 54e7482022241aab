import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Label, Select, Switcher } from './styles';

/** A language the host offers: its code (`es`) and its name in itself (`Español`). */
export interface LanguageOption {
  /** The language's code as the host stores it and sends it (`en`, `es`). */
  code: string;
  /** The language's name in that language, so its speakers find it (`English`, `Español`). */
  label: string;
}

export interface LanguageSwitcherProps {
  /** The code of the language shown now. */
  locale: string;
  /** The languages to choose from, in the order listed. */
  locales: LanguageOption[];
  /** The user chose another language; the host switches to it and remembers the choice. */
  onChange: (code: string) => void;
}

/**
 * Chooses the language of the site: a native select, so keyboards, screen readers and phones
 * handle it as they handle every other. Each language is named in itself (and marked with its
 * `lang`, so a screen reader says it in that language); the control's name is in the current one.
 */
export function LanguageSwitcher({ locale, locales, onChange }: LanguageSwitcherProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <Switcher>
      <Label htmlFor={id}>{t`Language`}</Label>
      <Select id={id} value={locale} onChange={(event) => onChange(event.target.value)}>
        {locales.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </Select>
    </Switcher>
  );
}
