/** build/react-dom-client-on-demand.ts: `react-dom/client`, run (in the build) when first asked for. */
declare module 'virtual:react-dom-client' {
  export function loadReactDomClient(): typeof import('react-dom/client');
}
