/**
 * What `use-sync-external-store/shim` gives on React 18+: React's own hook. @xstate/react and wouter
 * import the shim (written for React 16/17); vite.config.ts aliases it here, so the first screen
 * does not ship a second implementation of a hook React 19 has.
 */
export { useSyncExternalStore } from 'react';
