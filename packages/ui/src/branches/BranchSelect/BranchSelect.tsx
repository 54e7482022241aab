import type { ChangeEvent } from 'react';
import { Label, Select } from '../../forms/fields/styles';
import { Field } from './styles';

/** A branch as a choice: its slug is the value, its name the text. */
export interface BranchOption {
  /** The value chosen (e.g. the branch's slug or id as text). */
  value: string;
  /** The branch's name. */
  name: string;
}

export interface BranchSelectProps {
  /** The control's id, which its label names. */
  id: string;
  /** The field's label, e.g. 'Branch'. */
  label: string;
  /** The branches offered, in the order shown. */
  branches: readonly BranchOption[];
  /** The chosen value; '' for the empty choice. */
  value: string;
  /** Called with the chosen value. */
  onChange: (value: string) => void;
  /** The form field's name (what a plain form submission sends). */
  name?: string;
  /** Text of an empty first choice ('All branches'); without it a branch must be chosen. */
  emptyChoice?: string;
}

/** A labelled, native select of branches: keyboard and screen readers use it as any select. */
export function BranchSelect({
  id,
  label,
  branches,
  value,
  onChange,
  name,
  emptyChoice,
}: BranchSelectProps) {
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        name={name}
        $invalid={false}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {emptyChoice !== undefined && <option value="">{emptyChoice}</option>}
        {branches.map((branch) => (
          <option key={branch.value} value={branch.value}>
            {branch.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
