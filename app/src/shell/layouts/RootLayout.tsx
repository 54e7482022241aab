import { Outlet } from 'react-router-dom';
import { PageChange } from '../routes/PageChange';

export function RootLayout() {
  return (
    <>
      <PageChange />
      <Outlet />
    </>
  );
}
