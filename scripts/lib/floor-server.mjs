// The throughput floor of `npm run bench:api`: the least a Fastify + PostgreSQL server can do
// per request on this machine, with nothing of the product in it. POST /step runs one
// transaction (UPDATE one row of its own, SELECT it back), like a step submission's core;
// GET /read one SELECT. Started as its own process with DATABASE_URL and PORT; prints
// "listening <port>" once it answers.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const table = `floor_rows_${process.pid}`;
await pool.query(`CREATE TABLE IF NOT EXISTS ${table} (id int PRIMARY KEY, n int NOT NULL, data jsonb NOT NULL DEFAULT '{}'::jsonb)`);
await pool.query(`INSERT INTO ${table} (id, n) SELECT g, 0 FROM generate_series(1, 256) g ON CONFLICT DO NOTHING`);

const app = Fastify({ logger: false });
app.post('/step/:id', async (request) => {
  const id = (Number(request.params.id) % 256) + 1;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`UPDATE ${table} SET n = n + 1, data = $2::jsonb WHERE id = $1`, [id, JSON.stringify(request.body ?? {})]);
    const { rows } = await client.query(`SELECT id, n, data FROM ${table} WHERE id = $1`, [id]);
    await client.query('COMMIT');
    return rows[0];
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});
app.get('/read/:id', async (request) => (await pool.query(`SELECT id, n, data FROM ${table} WHERE id = $1`, [(Number(request.params.id) % 256) + 1])).rows[0]);
app.addHook('onClose', async () => {
  await pool.query(`DROP TABLE IF EXISTS ${table}`);
  await pool.end();
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
