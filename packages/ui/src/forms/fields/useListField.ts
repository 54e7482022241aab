import { useLayoutEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';

/**
 * A form value holding a list that the user grows and shrinks row by row (opening periods,
 * closures): its items, a `change` that replaces the list (and counts it as visited, so the rows'
 * messages show), and the focus handed to a control after the render that adds or removes a row,
 * found by a CSS selector inside `rootRef`.
 */
export function useListField<Item, Root extends HTMLElement = HTMLFieldSetElement>(name: string) {
  const form = useForm();
  const {
    input: { value },
  } = useField<Item[]>(name, { subscription: { value: true } });
  const items: Item[] = Array.isArray(value) ? value : [];
  const rootRef = useRef<Root>(null);
  const focusNext = useRef<string | null>(null);

  useLayoutEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    rootRef.current?.querySelector<HTMLElement>(target)?.focus();
  });

  const change = (next: Item[], focusAfter?: string) => {
    focusNext.current = focusAfter ?? null;
    form.change(name, next);
    form.blur(name);
  };
  return { items, change, rootRef };
}

/** The selector of a form control by its `name`. */
export const byName = (name: string) => `[name="${CSS.escape(name)}"]`;

/** The selector of a control marked `data-focus-key`. */
export const byFocusKey = (key: string) => `[data-focus-key="${CSS.escape(key)}"]`;
