// @ts-check
/** The bare Fastify hello-world `bench/api.ts` compares against: `node bench/hello.mjs PORT`. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 3999), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
