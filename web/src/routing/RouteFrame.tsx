import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useServices } from '../app/services';
import { OnlineBanner } from '../components/common/OnlineBanner';
import { pageTitle } from './redirects';
import type { RouteHandle } from './table';

function isHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'titleKey' in value;
}

/** Around every route: the page title, focus on navigation, the service banner. */
export function RouteFrame() {
  const { t, i18n } = useTranslation();
  const { config } = useServices();
  const location = useLocation();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .map((match) => match.handle)
    .find(isHandle);
  const routeTitle = handle ? t(handle.titleKey) : undefined;

  useEffect(() => {
    document.title = pageTitle(config.logoTextName, routeTitle);
  }, [config.logoTextName, routeTitle, i18n.language]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Move focus to the new page unless it already put focus somewhere inside itself.
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main-content');
      const active = document.activeElement;
      if (main && (!active || active === document.body || !main.contains(active))) main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [location.pathname]);

  return (
    <>
      <OnlineBanner />
      <Outlet />
    </>
  );
}
