/**
 * Vite plugin (build tooling, not app code): `virtual:react-dom-client` gives main.tsx
 * `loadReactDomClient()`, which returns `react-dom/client` and, in the build, is what first runs it.
 *
 * Why: react-dom's client sets itself up when it is first required, and that setup creates a few
 * `Error` objects. With a DevTools client attached (Lighthouse, the bench's plain trace, any
 * CDP-driven browser) V8 then records a detailed stack for each, and for that it re-parses every
 * function on the stack to find source positions: react-dom's 200 KB module wrapper and, when the
 * require is the entry's top-level code, the whole 300 KB entry. That was some 23 ms of the 25 ms
 * of CPU of the /login first load's longest task (issue #37). Required from inside this small
 * function, a task after the modules' evaluation, the entry's top level is not on the stack and
 * the setup is a task of its own. A person's browser without DevTools pays none of this, and the
 * module stays in the entry's chunk: no request, no bytes added.
 *
 * Only the build can do it: the module below is CommonJS, which rolldown bundles lazily (a
 * `require` runs its module when it is called), and which the dev server does not serve; there
 * `react-dom/client` is imported as usual.
 */
import type { Plugin } from 'vite';

const ID = 'virtual:react-dom-client';
const RESOLVED = `\0${ID}`;

export function reactDomClientOnDemand(): Plugin {
  let build = false;
  return {
    name: 'mise:react-dom-client-on-demand',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      return build
        ? `exports.loadReactDomClient = function loadReactDomClient() { return require('react-dom/client'); };`
        : `import * as client from 'react-dom/client';\nexport const loadReactDomClient = () => client;`;
    },
  };
}
