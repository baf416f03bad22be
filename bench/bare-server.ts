/**
 * The baseline of `npm run bench`: Fastify with one trivial route and nothing else (no logger,
 * no plugins, no database), in its own process like the app. Prints its port on stdout.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ responseCode: 1, responseText: 'ok', responseData: { n: 1 } }));

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
