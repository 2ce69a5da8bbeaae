import Database from 'libsql';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { SubmissionBody } from '@pill/proto/submission';

/**
 * The reference the issue names: a bare node:http server that answers the same JSON as Pill's
 * public read, and takes a submission by parsing its body with the same zod schema and inserting
 * one row into SQLite (WAL, the durability Pill's stores use).
 */
const publicJson = process.env.BENCH_PUBLIC_JSON ?? '{}';
const db = new Database(process.env.BENCH_DB ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS submissions (id TEXT PRIMARY KEY, submitted_at TEXT NOT NULL, data TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO submissions (id, submitted_at, data) VALUES (?, ?, ?)');

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(publicJson);
    return;
  }
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const submission = SubmissionBody.parse(JSON.parse(body));
    const id = randomUUID();
    const submittedAt = new Date().toISOString();
    insert.run(id, submittedAt, JSON.stringify(submission.responses));
    res.writeHead(201, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ id, submittedAt }));
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
