import { createContext, useContext } from 'react';
import { DEFAULT_INITIAL_STATE, type InitialState } from './initial-state';

export const ConfigContext = createContext<InitialState>(DEFAULT_INITIAL_STATE);

/** Deployment settings of this page load: locales, venue time zone. */
export function useAppConfig(): InitialState {
  return useContext(ConfigContext);
}
