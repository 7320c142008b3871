import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A CSP that fits the built Vite SPA: its own scripts only, inline styles (Radix and Tailwind set
 * style attributes), images from data:/blob: URLs (QR codes, previews), workers from the site or a
 * blob (the success confetti). No
 * upgrade-insecure-requests so http://localhost keeps working.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // canvas-confetti draws in a worker made from a blob; the service worker is the site's own.
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
  });
}
