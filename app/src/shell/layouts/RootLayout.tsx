import { Outlet } from 'react-router-dom';
import { ScrollToTop } from '../routes/ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
