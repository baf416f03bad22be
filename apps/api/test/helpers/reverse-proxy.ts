import replyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

/**
 * A reverse proxy in front of several API processes, as a load balancer would be: round robin,
 * bodies passed through untouched, X-Forwarded-For set. Each answer says which upstream served
 * it (`x-upstream`: its index), so a test can tell that a journey crossed processes.
 */
export interface ReverseProxy {
  url: string;
  close(): Promise<void>;
}

export async function startReverseProxy(upstreams: string[]): Promise<ReverseProxy> {
  const proxy = Fastify({ logger: false });
  proxy.removeAllContentTypeParsers();
  proxy.addContentTypeParser('*', (_request, body, done) => done(null, body));
  await proxy.register(replyFrom, { undici: { connections: 32 } });

  let next = 0;
  proxy.all('/*', (request, reply) => {
    const index = next++ % upstreams.length;
    return reply.from(`${upstreams[index]}${request.url}`, {
      rewriteRequestHeaders: (_original, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': 'http',
      }),
      rewriteHeaders: (headers) => ({ ...headers, 'x-upstream': String(index) }),
    });
  });

  await proxy.listen({ port: 0, host: '127.0.0.1' });
  const address = proxy.server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy is not listening');
  return { url: `http://127.0.0.1:${address.port}`, close: () => proxy.close() };
}
