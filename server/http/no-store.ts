/**
 * API answers are never stored by a browser or a shared cache (DESIGN.md section 5): they carry
 * session tokens, personal data and state that changes, which the back button or a proxy must not
 * replay. A route with caching of its own (stored images, video ranges) keeps it.
 */
import { createMiddleware } from 'hono/factory';

export const noStoreUnlessCached = () =>
  createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
