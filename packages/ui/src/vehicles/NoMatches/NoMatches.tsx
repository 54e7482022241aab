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
      <Message>No vehicles match your filters</Message>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </Box>
  );
}
