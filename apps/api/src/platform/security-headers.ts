import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (Content-Security-Policy, HSTS, X-Content-Type-Options…), computed once.
 * @fastify/helmet built `helmet(options)` anew on every request, parsing the whole policy each
 * time (issue 13: 4 % of the CPU of a cached catalog read); none of ours depends on the request
 * (no nonces), so the headers are a constant.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet 8 throws a bad option at once; the callback is only ever told of success.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet): a browser never renders
 * one as a page, so the page-only headers (the shop's full policy, COOP, Origin-Agent-Cluster,
 * DNS prefetch, X-XSS-Protection…) are left out; the policy that stays is stricter still: should
 * a JSON text ever be opened as a document, it may load nothing and sit in no frame. A third of
 * the page set's bytes, on every API answer (issue 13: headers are a share of a cached read).
 */
const JSON_ANSWER_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * Sets the constant security headers on every answer of `fastify`'s scope, once its type is
 * known: JSON answers the short set, everything else (pages, files, the API's HTML pages) the
 * whole set `options` makes. A stream the route writes itself (reply.hijack) sets its own.
 */
export function installSecurityHeaders(fastify: FastifyInstance, options: Readonly<HelmetOptions>) {
  const pageHeaders = securityHeaders(options);
  const jsonHeaders = securityHeaders(JSON_ANSWER_OPTIONS);
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    void reply.headers(isJson ? jsonHeaders : pageHeaders);
    done(null, payload);
  });
}
