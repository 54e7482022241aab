import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../shell/Button';
import { Bar, Field, FieldMessage, Input, Label, Select } from './styles';

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

/** A typed filter: an id (`number`) or a date and time (`datetime-local`, `2026-03-14T10:00`). */
export interface ListInputFilter {
  /** Passed back to `onInputChange` (`userId`). */
  name: string;
  /** The field's visible label (`Customer ID`). */
  label: string;
  type: 'number' | 'datetime-local';
  /** The applied value, '' for no filter. */
  value: string;
  /** Why the applied value is not used (`to: must be after from`), shown under the field. */
  error?: string;
}

export interface ListFiltersProps {
  /** The filter bar's accessible name (`Filter users`). */
  label: string;
  /** Label of the search box (`Search users`); without it there is no search box. */
  searchLabel?: string;
  /** The applied search text. */
  search?: string;
  /** The longest search text the list accepts, in characters (the API's bound); none when absent. */
  searchMaxLength?: number;
  /** Called with the typed text once typing pauses for `debounceMs`, or at once on Enter. */
  onSearchChange?: (search: string) => void;
  /** Select filters beside the search box, each with its applied value. */
  selects?: readonly ListSelectFilter[];
  /** Called with a select's name and its newly chosen value. */
  onSelectChange?: (name: string, value: string) => void;
  /** Id and date-time filters after the selects, each with its applied value. */
  inputs?: readonly ListInputFilter[];
  /** Called with an input's name and its value once typing pauses, or at once on Enter. */
  onInputChange?: (name: string, value: string) => void;
  /** Called by the 'Clear filters' button, shown when given and enabled while a filter applies. */
  onClear?: () => void;
  /** How long typing must pause before a typed filter applies, in milliseconds. */
  debounceMs?: number;
}

interface DebouncedInputProps {
  id: string;
  type: 'search' | ListInputFilter['type'];
  applied: string;
  onApply: ((value: string) => void) | undefined;
  debounceMs: number;
  maxLength?: number;
  errorId?: string;
}

/**
 * A typed filter that applies its text once typing pauses, or at once on Enter, so that a list is
 * not requested for every key press.
 */
function DebouncedInput({
  id,
  type,
  applied,
  onApply,
  debounceMs,
  maxLength,
  errorId,
}: DebouncedInputProps) {
  const [text, setText] = useState(applied);
  const latest = useRef(onApply);
  useEffect(() => {
    latest.current = onApply;
  });

  // A value applied from outside (the URL after a reload, a link, Clear filters) replaces the text.
  useEffect(() => setText(applied), [applied]);

  useEffect(() => {
    if (text === applied) return undefined;
    const timer = setTimeout(() => latest.current?.(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, applied, debounceMs]);

  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (text !== applied) onApply?.(text);
  };

  return (
    <Input
      id={id}
      type={type}
      $invalid={errorId !== undefined}
      aria-invalid={errorId !== undefined || undefined}
      aria-describedby={errorId}
      value={text}
      maxLength={maxLength}
      {...(type === 'number' ? { min: 1, step: 1 } : {})}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={applyOnEnter}
    />
  );
}

/**
 * Search box, select, id and date-time filters above an administrator list, and a 'Clear filters'
 * button. Typing is debounced, so a list is not requested for every key press; Enter applies the
 * text at once.
 */
export function ListFilters({
  label,
  searchLabel,
  search = '',
  searchMaxLength,
  onSearchChange,
  selects = [],
  onSelectChange,
  inputs = [],
  onInputChange,
  onClear,
  debounceMs = 300,
}: ListFiltersProps) {
  const id = useId();
  const applied = search !== '' || [...selects, ...inputs].some((filter) => filter.value !== '');
  // Nothing to send: every field applies itself.
  const preventSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <Bar role="search" aria-label={label} onSubmit={preventSubmit}>
      {searchLabel !== undefined && (
        <Field>
          <Label htmlFor={`${id}-search`}>{searchLabel}</Label>
          <DebouncedInput
            id={`${id}-search`}
            type="search"
            applied={search}
            onApply={onSearchChange}
            debounceMs={debounceMs}
            maxLength={searchMaxLength}
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
      {inputs.map((input) => (
        <Field key={input.name}>
          <Label htmlFor={`${id}-${input.name}`}>{input.label}</Label>
          <DebouncedInput
            id={`${id}-${input.name}`}
            type={input.type}
            applied={input.value}
            onApply={(value) => onInputChange?.(input.name, value)}
            debounceMs={debounceMs}
            errorId={input.error === undefined ? undefined : `${id}-${input.name}-error`}
          />
          {input.error !== undefined && (
            <FieldMessage id={`${id}-${input.name}-error`}>{input.error}</FieldMessage>
          )}
        </Field>
      ))}
      {onClear !== undefined && (
        <Button variant="outline" disabled={!applied} onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Bar>
  );
}
