/** @jsxRuntime automatic */
import { Text } from '@react-email/components';
import { paragraphStyle } from './EmailLayout';

/** Reservation times are the office's local times; a traveller in another zone must know which. */
export function OfficeTimeNote({ timeZone }: { timeZone: string }) {
  return <Text style={paragraphStyle}>Times are local times at our office ({timeZone}).</Text>;
}
