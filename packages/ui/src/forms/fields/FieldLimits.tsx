import { createContext, useContext, type ReactNode } from 'react';

/** The most characters each text field may hold, keyed by the field's name. */
export type FieldMaxLengths = Readonly<Partial<Record<string, number>>>;

const FieldMaxLengthsContext = createContext<FieldMaxLengths>({});

export interface FieldLimitsProps {
  /**
   * The host's limits (e.g. the API contract's `maxLength`s): this library knows no contract, so
   * the host tells every form below how long each named field may be.
   */
  maxLengths: FieldMaxLengths;
  /** The part of the app whose forms get these limits (usually all of it). */
  children: ReactNode;
}

/** Gives every text, phone and multi-line field below it the `maxLength` of its name. */
export function FieldLimits({ maxLengths, children }: FieldLimitsProps) {
  return (
    <FieldMaxLengthsContext.Provider value={maxLengths}>{children}</FieldMaxLengthsContext.Provider>
  );
}

/** A field's own `maxLength` wins over the one `FieldLimits` gives its name. */
export function useFieldMaxLength(name: string, own: number | undefined) {
  const given = useContext(FieldMaxLengthsContext);
  return own ?? given[name];
}
