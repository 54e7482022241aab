import { Trans } from '@lingui/react/macro';
import { Button } from '../../shell/Button';
import { Box, Message } from './styles';

export interface NoMatchesProps {
  /** Resets the filters that matched nothing. */
  onClear: () => void;
}

/** The vehicle list's empty state while filters match nothing. */
export function NoMatches({ onClear }: NoMatchesProps) {
  return (
    <Box>
      <Message>
        <Trans>No vehicles match your filters</Trans>
      </Message>
      <Button variant="outline" onClick={onClear}>
        <Trans>Clear filters</Trans>
      </Button>
    </Box>
  );
}
