import { useContext } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { LinguiContext } from '@lingui/react';

/**
 * One library text for the smallest components (Button, Spinner): in the host's language when the
 * host supplies Lingui, else `english`, the message's own English. They skip the English catalog
 * that `useLingui` falls back on, so a bundle of a Button alone carries no catalog.
 */
export function useLibraryText(message: MessageDescriptor, english: string): string {
  const context = useContext(LinguiContext);
  return context ? context.i18n._(message) : english;
}
