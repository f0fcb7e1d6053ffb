/**
 * Security headers on every response (DESIGN.md section 5): a Content-Security-Policy that allows
 * only our own scripts, nosniff, no framing, same-origin referrers.
 *
 * A built script or style sheet (`/assets/*.js`, `/assets/*.css`) is never a document, so the
 * document-only headers (CSP, framing, referrer, opener, …) do nothing there; they would add about
 * 550 bytes to each of those responses, on the /login first load too (issue #11). Those files keep
 * nosniff and the same-origin resource policy. An SVG in /assets can be opened as a document and
 * run script: it keeps every header.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const SUBRESOURCE = /^\/assets\/[^/]+\.(?:js|css)$/;

/** What a script or style sheet needs: no MIME sniffing, no reading from another site. */
const subresourceHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: 'same-origin',
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: true,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** `storageOrigin`: the object store the browser reaches directly (STORAGE=s3), or null. */
export function securityHeaders(storageOrigin: string | null = null): MiddlewareHandler {
  const documentHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // react-hot-toast injects <style> tags at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:', ...(storageOrigin ? [storageOrigin] : [])],
      connectSrc: ["'self'", ...(storageOrigin ? [storageOrigin] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'same-origin',
    // Served over plain HTTP on loopback by default: HSTS belongs to the TLS proxy in front.
    strictTransportSecurity: false,
  });
  return (c, next) => (SUBRESOURCE.test(c.req.path) ? subresourceHeaders(c, next) : documentHeaders(c, next));
}
