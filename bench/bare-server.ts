/**
 * The baseline of `npm run bench`: Fastify with trivial routes and nothing else (no logger, no
 * plugins, no database), in its own process like the app. Prints its port on stdout.
 *
 * - `GET /bare`: a small JSON answer;
 * - `PUT /bare/:name` stores a JSON text; `GET` or `POST /bare/:name` then answers exactly those
 *   bytes from memory, so a route can be compared with Fastify sending the same answer.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map<string, string>();

app.get('/bare', async () => ({ responseCode: 1, responseText: 'ok', responseData: { n: 1 } }));
app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
);
app.put<{ Params: { name: string }; Body: string }>('/bare/:name', async (request) => {
  bodies.set(request.params.name, request.body);
  return { stored: request.body.length };
});
const sameBytes = async (
  request: { params: { name: string } },
  reply: { type(value: string): { send(body: string): unknown }; code(n: number): unknown },
) => {
  const body = bodies.get(request.params.name);
  if (body === undefined) return reply.code(404);
  return reply.type('application/json; charset=utf-8').send(body);
};
app.get<{ Params: { name: string } }>('/bare/:name', (request, reply) => sameBytes(request, reply));
app.post<{ Params: { name: string } }>('/bare/:name', (request, reply) =>
  sameBytes(request, reply),
);

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
