/**
 * How the HTTP server stops on SIGTERM (issue #16 item 2): it stops accepting connections, closes
 * the idle keep-alive ones, lets the requests in flight finish, each answered with
 * `Connection: close` so its client goes elsewhere for the next one, and cuts whatever is still
 * running when the grace is over. Only then may the pool and the database close behind it.
 */
import type { Server } from 'node:http';

export function drainable(server: Server, graceMs: number): { drain: () => Promise<void> } {
  let draining = false;
  // Before the app writes its answer: the header goes out with it.
  server.prependListener('request', (_request, response) => {
    if (draining) response.setHeader('Connection', 'close');
  });
  return {
    drain: () =>
      new Promise<void>((resolve) => {
        draining = true;
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        cut.unref();
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
