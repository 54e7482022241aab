import styled from 'styled-components';
import { Button } from '@rentacar/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
`;

export interface PageStepperProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / next paging under a card grid; hidden when everything fits on one page. */
export function PageStepper({ page, totalPages, onPageChange }: PageStepperProps) {
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label="Pagination">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </Button>
      <span aria-current="page">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
