import { PageButton, PageList, PagingNav } from './styles';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  totalPages: number;
  /** The user chose another page. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's accessible name. */
  label?: string;
  /** Centres the buttons, with room above them (under a grid of cards). */
  centered?: boolean;
}

// How many numbered page buttons are shown around the current page.
const PAGE_WINDOW = 5;

const pageNumbers = (page: number, totalPages: number): number[] => {
  const first = Math.max(1, Math.min(page - Math.floor(PAGE_WINDOW / 2), totalPages - PAGE_WINDOW + 1));
  const last = Math.min(totalPages, first + PAGE_WINDOW - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
};

interface PageControl {
  label: string;
  text: string;
  target: number;
  disabled: boolean;
  current: boolean;
}

/** First, previous, the numbered window, next and last. */
const pageControls = (page: number, totalPages: number): PageControl[] => {
  const edge = (label: string, text: string, target: number, disabled: boolean) => ({
    label,
    text,
    target,
    disabled,
    current: false,
  });
  return [
    edge('First page', '«', 1, page <= 1),
    edge('Previous page', '‹', page - 1, page <= 1),
    ...pageNumbers(page, totalPages).map((number) => ({
      label: `Page ${number}`,
      text: String(number),
      target: number,
      disabled: false,
      current: number === page,
    })),
    edge('Next page', '›', page + 1, page >= totalPages),
    edge('Last page', '»', totalPages, page >= totalPages),
  ];
};

/** Paging controls for a paged list; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  centered = false,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <PagingNav aria-label={label} $centered={centered}>
      <PageList>
        {pageControls(page, totalPages).map((control) => (
          <li key={control.label}>
            <PageButton
              type="button"
              aria-label={control.label}
              aria-current={control.current ? 'page' : undefined}
              disabled={control.disabled}
              $current={control.current}
              onClick={() => onPageChange(control.target)}
            >
              {control.text}
            </PageButton>
          </li>
        ))}
      </PageList>
    </PagingNav>
  );
}
