import { createServer } from 'node:http';

/** The baseline: a bare node:http server answering the same JSON as Pill's public routes. */
const publicJson = process.env.BENCH_PUBLIC_JSON ?? '{}';
const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(publicJson);
    return;
  }
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    JSON.parse(body);
    res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ id: 'bench', submittedAt: new Date().toISOString() }));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
