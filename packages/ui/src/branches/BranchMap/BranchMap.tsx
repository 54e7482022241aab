import { Trans, useLingui } from '@lingui/react/macro';
import type { Map as LeafletMap, LayerGroup } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { AnchorLink, type LinkComponent } from '../../foundations/link';
import { directionsHref } from '../types';
import type * as LeafletRuntimeModule from './leafletRuntime';
import { Attribution, MapFrame, Notice, PlaceList, Root } from './styles';

type LeafletRuntime = typeof LeafletRuntimeModule;

/** OpenStreetMap's standard tiles, which ask for their attribution beside the map. */
export const OPEN_STREET_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OPEN_STREET_MAP_ATTRIBUTION = '© OpenStreetMap contributors';
const OPEN_STREET_MAP_COPYRIGHT_URL = 'https://www.openstreetmap.org/copyright';

/** One place on the map. */
export interface BranchMapMarker {
  /** Latitude in degrees. */
  lat: number;
  /** Longitude in degrees. */
  lng: number;
  /** The place's name: the marker's title and its entry in the list. */
  label: string;
  /** The place's page, linked from its popup and its entry in the list. */
  href?: string;
  /** The place's address, shown in the list. */
  address?: string;
}

export interface BranchMapProps {
  /** The places to mark; the map fits them all in view. */
  markers: readonly BranchMapMarker[];
  /** The tiles' URL template (`{z}`, `{x}`, `{y}`); OpenStreetMap's by default. */
  tileUrl?: string;
  /** The tiles' attribution, shown under the map. */
  attribution?: string;
  /** Where the attribution links to (OpenStreetMap's copyright page with its default tiles). */
  attributionUrl?: string;
  /** Called with the point a user clicks on the map (e.g. to place a branch). */
  onPick?: (lat: number, lng: number) => void;
  /** The map's accessible name. */
  label?: string;
  /** The app's router link for the places' pages; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** Draws a marker without image files, so no asset path has to be configured. */
const pinIcon = (leaflet: LeafletRuntime['leaflet']) =>
  leaflet.divIcon({
    className: 'rentacar-map-pin',
    html: '',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
  });

/** A popup's content, built as elements (no markup from text). */
function popupContent(marker: BranchMapMarker): HTMLElement {
  const link = document.createElement('a');
  link.href = marker.href ?? '';
  link.textContent = marker.label;
  return link;
}

/**
 * A Leaflet map with a marker per place, and under it the places as a list (name, address,
 * directions) that screen readers and keyboards use, and that stays when the tiles cannot load.
 * Leaflet and its stylesheet load only once a map is shown; a server render shows the list.
 */
export function BranchMap({
  markers,
  tileUrl = OPEN_STREET_MAP_TILE_URL,
  attribution = OPEN_STREET_MAP_ATTRIBUTION,
  attributionUrl = tileUrl === OPEN_STREET_MAP_TILE_URL ? OPEN_STREET_MAP_COPYRIGHT_URL : undefined,
  onPick,
  label,
  linkComponent: Link = AnchorLink,
}: BranchMapProps) {
  const { t } = useLingui();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<{ map: LeafletMap; places: LayerGroup } | null>(null);
  const onPickRef = useRef(onPick);
  const [runtime, setRuntime] = useState<LeafletRuntime | null>(null);
  const [failed, setFailed] = useState(false);
  const picking = onPick !== undefined;

  useEffect(() => {
    onPickRef.current = onPick;
  });

  useEffect(() => {
    let cancelled = false;
    import('./leafletRuntime').then(
      (loaded) => !cancelled && setRuntime(loaded),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!runtime || !container) return undefined;
    const { leaflet } = runtime;
    const map = leaflet.map(container, { attributionControl: false, scrollWheelZoom: false });
    const tiles = leaflet.tileLayer(tileUrl, { maxZoom: 19 });
    tiles.on('tileerror', () => setFailed(true));
    tiles.addTo(map);
    map.on('click', (event) => onPickRef.current?.(event.latlng.lat, event.latlng.lng));
    mapRef.current = { map, places: leaflet.layerGroup().addTo(map) };
    setFailed(false);
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, [runtime, tileUrl]);

  const markersKey = JSON.stringify(markers);
  useEffect(() => {
    const shown = mapRef.current;
    if (!runtime || !shown) return;
    const { leaflet } = runtime;
    const places = JSON.parse(markersKey) as BranchMapMarker[];
    shown.places.clearLayers();
    for (const place of places) {
      const marker = leaflet.marker([place.lat, place.lng], {
        icon: pinIcon(leaflet),
        title: place.label,
        alt: place.label,
      });
      if (place.href) marker.bindPopup(popupContent(place));
      marker.addTo(shown.places);
    }
    const [first] = places;
    if (places.length === 1 && first) {
      shown.map.setView([first.lat, first.lng], 15);
    } else if (places.length > 1) {
      shown.map.fitBounds(leaflet.latLngBounds(places.map((place) => [place.lat, place.lng])), {
        padding: [32, 32],
        maxZoom: 15,
      });
    } else {
      shown.map.setView([20, 0], 2);
    }
  }, [runtime, tileUrl, markersKey]);

  return (
    <Root>
      {runtime && <runtime.LeafletBaseStyle />}
      {failed ? (
        <Notice role="status">
          <Trans>The map could not be loaded. The places are listed below.</Trans>
        </Notice>
      ) : (
        <>
          <MapFrame
            ref={containerRef}
            role="region"
            aria-label={label ?? t`Map`}
            $picking={picking}
          />
          <Attribution>
            {attributionUrl ? <a href={attributionUrl}>{attribution}</a> : attribution}
          </Attribution>
        </>
      )}
      <PlaceList aria-label={t`Places on the map`}>
        {markers.map((marker) => {
          const name = marker.label;
          return (
            <li key={`${marker.lat},${marker.lng},${marker.label}`}>
              {marker.href ? <Link href={marker.href}>{name}</Link> : <strong>{name}</strong>}
              {marker.address && <span>{marker.address}</span>}
              <a
                href={directionsHref(marker.lat, marker.lng)}
                aria-label={t`Directions to ${name}`}
              >
                <Trans>Directions</Trans>
              </a>
            </li>
          );
        })}
      </PlaceList>
    </Root>
  );
}
