import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  content?: string;
  body?: string;
  delayMs?: number;
}
export interface ChatRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean } };
  };
}

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1: it speaks the chat-completions
 * protocol and answers from a script, one reply per request (the last one repeats).
 */
export class FakeChatServer {
  readonly requests: ChatRequest[] = [];
  private script: ScriptedReply[] = [];
  private server?: Server;

  reply(...replies: ScriptedReply[]): this {
    this.script = replies;
    return this;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => {
        data += c.toString('utf8');
      });
      req.on('end', () => {
        this.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(data || '{}') });
        const r = this.script.length > 1 ? this.script.shift()! : (this.script[0] ?? { content: '{}' });
        const send = () => {
          if (res.destroyed) return;
          const status = r.status ?? 200;
          const body =
            r.body ??
            (status === 200
              ? JSON.stringify(completion(r.content ?? '{}'))
              : JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
          res.writeHead(status, { 'content-type': 'application/json', ...r.headers });
          res.end(body);
        };
        if (r.delayMs) setTimeout(send, r.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_763_776_000,
    model: 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
