import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * Text a host may pass as it is or as one of the library's messages (the `ConfirmOptions` presets),
 * which shows in the active language.
 */
export type HostText = string | MessageDescriptor;

/** `text` in the language of `i18n`; a host's own string as it came. */
export const showHostText = (i18n: I18n, text: HostText): string =>
  typeof text === 'string' ? text : i18n._(text);
