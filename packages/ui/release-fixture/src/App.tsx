import {
  Button,
  createTheme,
  RentacarThemeProvider,
  VehicleCard,
  type RentacarTheme,
  type VehicleSummary,
} from '@rentacar/ui';
import { Pagination } from '@rentacar/ui/data';
import { TextField } from '@rentacar/ui/forms';

const whiteLabel: RentacarTheme = createTheme({ colors: { primary: '#0b5fff' } });
const vehicle: VehicleSummary = { id: 3, model: 'Ford Transit Custom', pricePerHour: 29 };

/** A page of another team's app: components from the root and from two subpaths. */
export function App() {
  return (
    <RentacarThemeProvider theme={whiteLabel}>
      <VehicleCard vehicle={vehicle} />
      <Button busy>Update</Button>
      <p>{typeof TextField}</p>
      <p>{typeof Pagination}</p>
    </RentacarThemeProvider>
  );
}
