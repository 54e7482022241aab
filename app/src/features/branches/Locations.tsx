import { useParams } from 'react-router-dom';
import LocationPage from './LocationPage';
import LocationsPage from './LocationsPage';

/**
 * `/locations` and `/locations/<slug>` as one screen chunk: one entry in the route table, which
 * every first visit loads, for the two pages.
 */
export default function Locations() {
  const { slug } = useParams();
  return slug === undefined ? <LocationsPage /> : <LocationPage />;
}
