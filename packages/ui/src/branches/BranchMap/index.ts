export { BranchMap, OPEN_STREET_MAP_ATTRIBUTION, OPEN_STREET_MAP_TILE_URL } from './BranchMap';
export type { BranchMapMarker, BranchMapProps } from './BranchMap';
