import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Bar, Field, Input, Label, Select } from './styles';

export interface ListFilterOption {
  value: string;
  label: string;
}

export interface ListSelectFilter {
  name: string;
  label: string;
  /** The first option usually means "no filter" (value ''). */
  options: readonly ListFilterOption[];
  value: string;
}

export interface ListFiltersProps {
  /** The filter bar's accessible name (`Filter users`). */
  label: string;
  /** Label of the search box (`Search users`); without it there is no search box. */
  searchLabel?: string;
  /** The applied search text. */
  search?: string;
  /** Called with the typed text once typing pauses for `debounceMs`, or at once on Enter. */
  onSearchChange?: (search: string) => void;
  /** Select filters beside the search box, each with its applied value. */
  selects?: readonly ListSelectFilter[];
  /** Called with a select's name and its newly chosen value. */
  onSelectChange?: (name: string, value: string) => void;
  /** How long typing must pause before the search applies, in milliseconds. */
  debounceMs?: number;
}

/**
 * Search box and select filters above an administrator list. Typing is debounced, so a list is not
 * requested for every key press; Enter applies the text at once.
 */
export function ListFilters({
  label,
  searchLabel,
  search = '',
  onSearchChange,
  selects = [],
  onSelectChange,
  debounceMs = 300,
}: ListFiltersProps) {
  const id = useId();
  const [text, setText] = useState(search);
  const latest = useRef(onSearchChange);
  useEffect(() => {
    latest.current = onSearchChange;
  });

  // A search applied from outside (the URL after a reload or a link) replaces the typed text.
  useEffect(() => setText(search), [search]);

  useEffect(() => {
    if (text === search) return undefined;
    const timer = setTimeout(() => latest.current?.(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, search, debounceMs]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text !== search) onSearchChange?.(text);
  };

  return (
    <Bar role="search" aria-label={label} onSubmit={submit}>
      {searchLabel !== undefined && (
        <Field>
          <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
          <Input
            id={`${id}-search`}
            type="search"
            $invalid={false}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
      )}
      {selects.map((select) => (
        <Field key={select.name}>
          <Label htmlFor={`${id}-${select.name}`}>{select.label}</Label>
          <Select
            id={`${id}-${select.name}`}
            $invalid={false}
            value={select.value}
            onChange={(event) => onSelectChange?.(select.name, event.target.value)}
          >
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </Bar>
  );
}
