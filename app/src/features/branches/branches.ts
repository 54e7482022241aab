import useSWR from 'swr';
import type { Branch } from '@rentacar/contract';
import { unwrap } from '@rentacar/api';
import {
  branchAddressLine,
  branchHref,
  type BranchMapMarker,
  type BranchOption,
} from '@rentacar/ui';
import { api, preloadInPrerender } from '../../shell/api/client';

/** Every branch, sorted by name (the list is short: the API answers it whole). */
export function useBranches() {
  preloadInPrerender('/branches/visitors', {});
  return useSWR(['listBranches'], () => unwrap(api.GET('/branches/visitors')));
}

export function useBranch(slug: string | undefined) {
  if (slug !== undefined) preloadInPrerender('/branches/visitors/{slug}', { path: { slug } });
  return useSWR(slug === undefined ? null : ['getBranch', slug], ([, branchSlug]) =>
    unwrap(api.GET('/branches/visitors/{slug}', { params: { path: { slug: branchSlug } } })),
  );
}

/** The branches as a select's choices, by slug. */
export const branchOptions = (branches: readonly Branch[]): BranchOption[] =>
  branches.map((branch) => ({ value: branch.slug, name: branch.name }));

/** A marker per branch, linking to its page. */
export const branchMarkers = (branches: readonly Branch[]): BranchMapMarker[] =>
  branches.map((branch) => ({
    lat: branch.latitude,
    lng: branch.longitude,
    label: branch.name,
    href: branchHref(branch.slug),
    address: branchAddressLine(branch),
  }));
