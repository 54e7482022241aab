import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { PageButton, PageList, PagingNav } from './styles';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  totalPages: number;
  /** The user chose another page. */
  onPageChange: (page: number) => void;
  /** The navigation landmark's accessible name (default: 'Pagination'). */
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
const pageControls = (i18n: I18n, page: number, totalPages: number): PageControl[] => {
  const edge = (label: string, text: string, target: number, disabled: boolean) => ({
    label,
    text,
    target,
    disabled,
    current: false,
  });
  return [
    edge(i18n._(msg`First page`), '«', 1, page <= 1),
    edge(i18n._(msg`Previous page`), '‹', page - 1, page <= 1),
    ...pageNumbers(page, totalPages).map((number) => ({
      label: i18n._(msg`Page ${number}`),
      text: String(number),
      target: number,
      disabled: false,
      current: number === page,
    })),
    edge(i18n._(msg`Next page`), '›', page + 1, page >= totalPages),
    edge(i18n._(msg`Last page`), '»', totalPages, page >= totalPages),
  ];
};

/** Paging controls for a paged list; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label,
  centered = false,
}: PaginationProps) {
  const { t, i18n } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <PagingNav aria-label={label ?? t`Pagination`} $centered={centered}>
      <PageList>
        {pageControls(i18n, page, totalPages).map((control) => (
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
