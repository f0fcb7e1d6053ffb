/**
 * `use-sync-external-store/shim` for React 19, which has the hook itself: @xstate/react imports
 * the shim (written for React 17), and the shim's code would otherwise ride in /login's first
 * load for nothing (vite.config.ts aliases it here; DESIGN.md section 7 budget).
 */
export { useSyncExternalStore } from 'react';
