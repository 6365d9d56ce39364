/**
 * The log's redaction (issue #9 "Logs redact secrets"; issue #8 "request logging that does not
 * dominate the cost"): nested secret fields are redacted in the written line, and a logger's child
 * per request no longer runs the redactor on its bindings.
 */
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, REDACTED, redactLine } from './logging';

/** The server's logger (Fastify's pino with {@link loggerOptions} at `info`), writing into `lines`. */
function capture(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { ...(loggerOptions('info') as object), stream } });
  return { log: app.log, lines };
}

describe('redactLine', () => {
  it('leaves a line without a secret field as it is, byte for byte', () => {
    const line = '{"level":30,"reqId":"req-1","msg":"incoming request","url":"/api/v1/makes"}\n';
    expect(redactLine(line)).toBe(line);
  });

  it('redacts secret fields one and two objects down, keeping the rest and the newline', () => {
    const line = `${JSON.stringify({
      level: 30,
      body: { email: 'a@b.test', password: 'hunter2', name: 'Ana' },
      user: { profile: { phone: '+250788000000', city: 'Kigali' } },
    })}\n`;
    const out = redactLine(line);
    expect(out.endsWith('}\n')).toBe(true);
    expect(JSON.parse(out)).toEqual({
      level: 30,
      body: { email: REDACTED, password: REDACTED, name: 'Ana' },
      user: { profile: { phone: REDACTED, city: 'Kigali' } },
    });
  });
});

describe('loggerOptions', () => {
  it('redacts secrets at every depth the log promises, in bindings and in the logged object', () => {
    const { log, lines } = capture();
    const child = log.child({ session: { refresh_token: 'refresh-secret' } });
    child.info(
      {
        password: 'top-secret',
        body: { email: 'leak@example.test', token: 'token-secret' },
        req: { headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' } },
      },
      'hello',
    );
    const text = lines.join('');
    for (const secret of [
      'refresh-secret',
      'top-secret',
      'leak@example.test',
      'token-secret',
      'abc.def',
      'sid=1',
    ])
      expect(text, secret).not.toContain(secret);
    expect(text).toContain('"msg":"hello"');
  });

  it('gives a child logger its bindings as they are (no redactor on them)', () => {
    const { log, lines } = capture();
    log.child({ reqId: 'req-7' }).warn('slow');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ reqId: 'req-7', msg: 'slow' });
  });
});
