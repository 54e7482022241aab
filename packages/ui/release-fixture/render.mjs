// Renders the package's components on the server with the fixture's (lowest allowed) React and
// styled-components, and prints what a test reads: the markup and the collected styles.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { Button, createTheme, RentacarThemeProvider, VehicleCard } from '@rentacar/ui';

const sheet = new ServerStyleSheet();
const html = renderToString(
  sheet.collectStyles(
    createElement(
      RentacarThemeProvider,
      { theme: createTheme({ colors: { primary: '#0b5fff' } }) },
      createElement(VehicleCard, {
        vehicle: { id: 3, model: 'Ford Transit Custom', pricePerHour: 29 },
      }),
      createElement(Button, { busy: true }, 'Update'),
    ),
  ),
);
console.log(JSON.stringify({ html, css: sheet.getStyleTags() }));
