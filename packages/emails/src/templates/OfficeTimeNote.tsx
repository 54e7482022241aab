/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import type { EmailContext } from '../format';
import { paragraphStyle } from './EmailLayout';

/** Reservation times are the office's local times; a traveller in another zone must know which. */
export function OfficeTimeNote({ context }: { context: EmailContext }) {
  return (
    <Text style={paragraphStyle}>
      {context.i18n._({
        id: 'email.officeTimeNote',
        message: 'Times are local times at our office ({timeZone}).',
        values: { timeZone: context.timeZone },
      })}
    </Text>
  );
}
