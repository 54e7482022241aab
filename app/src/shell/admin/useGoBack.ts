import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Back one step (spec §4). A page opened directly (no earlier entry in this app's history) goes to
 * `fallbackPath` instead, so the administrator never leaves the site.
 */
export function useGoBack(fallbackPath: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const openedDirectly = key === 'default';
  return useCallback(() => {
    void (openedDirectly ? navigate(fallbackPath) : navigate(-1));
  }, [navigate, openedDirectly, fallbackPath]);
}
