import { use, useContext, type ReactNode } from 'react';
import { ServicesContext } from '../app/services';
import { shareServices } from './publicRpc';

/**
 * The app's services for the share pages built from the app's frame (status pages, password
 * entry: logo text, version, the public calls). Inside the app they are there; on a share
 * link's own root they are made here, suspending until serverConfig.json is read.
 */
export function ShareServices({ children }: { children: ReactNode }) {
  const app = useContext(ServicesContext);
  if (app) return children;
  return <ServicesContext.Provider value={use(shareServices())}>{children}</ServicesContext.Provider>;
}
