import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

describe('pageOf', () => {
  it('describes a middle page of a list', () => {
    expect(pageOf(['c', 'd'], 5, { page: 1, size: 2 })).toEqual({
      content: ['c', 'd'],
      number: 1,
      size: 2,
      numberOfElements: 2,
      totalElements: 5,
      totalPages: 3,
      first: false,
      last: false,
      empty: false,
    });
  });

  it('marks the last page and a page past the end', () => {
    expect(pageOf(['e'], 5, { page: 2, size: 2 })).toMatchObject({ last: true, first: false });
    expect(pageOf([], 5, { page: 9, size: 2 })).toMatchObject({
      last: true,
      empty: true,
      numberOfElements: 0,
    });
  });

  it('answers an empty list as one first and last page with no pages in all', () => {
    expect(pageOf([], 0, { page: 0, size: 10 })).toMatchObject({
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
  });
});
