import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { ErrorView } from './ErrorView';

/** A render error in any route shows the /error/web page in place. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed to render', error);
  }, [error]);
  return <ErrorView variant="web" />;
}
