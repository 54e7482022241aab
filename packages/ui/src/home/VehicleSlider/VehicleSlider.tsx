import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { LinkComponent } from '../../foundations/link';
import { Spinner } from '../../shell/Spinner';
import type { VehicleDetails } from '../../vehicles/types';
import { VehicleDetailPanel } from '../VehicleDetailPanel';
import {
  ArrowButton,
  Bar,
  Centered,
  Heading,
  ModelButton,
  Section,
  Subtitle,
  Title,
  Viewport,
} from './styles';

export interface VehicleSliderProps {
  /** The vehicles, one tab each; the first is selected. */
  vehicles: VehicleDetails[];
  /** Shows the spinner until the first fetch finishes. */
  loading?: boolean;
  /** The app's router link; a plain anchor by default. */
  linkComponent?: LinkComponent;
}

/** Rounding slack when comparing scroll positions (sub-pixel layouts). */
const SCROLL_EPSILON_PX = 1;

/**
 * 'Popular Vehicle Models': a sliding bar of model names with previous/next arrows and the
 * detail panel of the active model. The first model is active on load; clicking one activates it.
 */
export function VehicleSlider({ vehicles, loading = false, linkComponent }: VehicleSliderProps) {
  const { t } = useLingui();
  const titleId = useId();
  const viewportRef = useRef<HTMLUListElement>(null);
  const [chosenId, setChosenId] = useState<number>();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const active = vehicles.find((vehicle) => vehicle.id === chosenId) ?? vehicles[0];

  const updateEdges = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    setEdges({
      atStart: viewport.scrollLeft <= SCROLL_EPSILON_PX,
      atEnd: viewport.scrollLeft + viewport.clientWidth >= viewport.scrollWidth - SCROLL_EPSILON_PX,
    });
  }, []);

  // The bar's edges are measured when the browser has laid it out: a ResizeObserver reports then,
  // and again whenever the bar's width changes. Reading its sizes in the effect itself would force
  // that layout inside the task that hydrates the home page.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Test environments such as jsdom have none (every browser does): there, measure once.
    if (typeof ResizeObserver === 'undefined') {
      updateEdges();
      return;
    }
    const observer = new ResizeObserver(updateEdges);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [updateEdges, vehicles, loading]);

  const slide = (direction: -1 | 1) => {
    const viewport = viewportRef.current;
    const item = viewport?.querySelector('li');
    if (!viewport || !item) return;
    const gap = parseFloat(getComputedStyle(viewport).columnGap) || 0;
    viewport.scrollBy({ left: direction * (item.getBoundingClientRect().width + gap) });
  };

  return (
    <Section aria-labelledby={titleId}>
      <Heading>
        <Title id={titleId}>
          <Trans>Popular Vehicle Models</Trans>
        </Title>
        <Subtitle>
          <Trans>Lux &amp; economic</Trans>
        </Subtitle>
      </Heading>
      {loading ? (
        <Centered>
          <Spinner size="lg" label={t`Loading vehicles`} />
        </Centered>
      ) : (
        vehicles.length > 0 && (
          <>
            <Bar>
              <ArrowButton
                type="button"
                aria-label={t`Previous models`}
                disabled={edges.atStart}
                onClick={() => slide(-1)}
              >
                <span aria-hidden="true">&#8249;</span>
              </ArrowButton>
              <Viewport ref={viewportRef} aria-label={t`Vehicle models`} onScroll={updateEdges}>
                {vehicles.map((vehicle) => (
                  <li key={vehicle.id}>
                    <ModelButton
                      type="button"
                      aria-pressed={vehicle.id === active?.id}
                      onClick={() => setChosenId(vehicle.id)}
                    >
                      {vehicle.model}
                    </ModelButton>
                  </li>
                ))}
              </Viewport>
              <ArrowButton
                type="button"
                aria-label={t`Next models`}
                disabled={edges.atEnd}
                onClick={() => slide(1)}
              >
                <span aria-hidden="true">&#8250;</span>
              </ArrowButton>
            </Bar>
            {active && <VehicleDetailPanel vehicle={active} linkComponent={linkComponent} />}
          </>
        )
      )}
    </Section>
  );
}
