/**
 * HTTP clients for hostile-input tests, beyond what fetch will send: bodies as exact bytes, repeated headers
 * (node:http sends an array value as one header line per item), and raw bytes on a socket for requests no HTTP
 * client would produce. Shared by hostile-input.test.ts and fuzz.test.ts.
 */
import assert from 'node:assert/strict';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { ErrorBodySchema } from '../../shared/src/contract';

export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Exactly `units` UTF-16 code units of `character`, topped up with 'a' when the character is wider than what is left. */
export function ofUnits(character: string, units: number): string {
  const text = character.repeat(Math.floor(units / character.length));
  return text + 'a'.repeat(units - text.length);
}

/** POST to /api/v1/analyze with exactly these headers and body bytes. */
export function postBytes(url: string, body: Buffer | string, headers: Readonly<Record<string, string | string[]>>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    // Node's types allow one Authorization value; node:http itself sends an array as repeated lines, which is the point.
    const outgoing = headers as OutgoingHttpHeaders;
    const request = httpRequest(`${url}/api/v1/analyze`, { method: 'POST', headers: outgoing, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: parsed(text) });
      });
      response.on('error', reject);
    });
    // A server may answer (413, 400) and close before it read the whole body: the rest of the write then fails with
    // EPIPE or ECONNRESET although an answer is on its way. Only a write error with no answer after it fails the call.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error);
      setTimeout(() => reject(error), 2_000).unref();
    });
    request.end(body);
  });
}

/** Writes `bytes` to a fresh connection and reads the answer until the server closes it. */
export function sendRaw(url: string, bytes: Buffer | string, timeoutMs = 10_000): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer in time'));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined); // a reset after the answer was read is expected; a missing answer fails below
    socket.on('close', () => {
      clearTimeout(timer);
      const reply = Buffer.concat(chunks).toString('utf8');
      const headEnd = reply.indexOf('\r\n\r\n');
      const statusLine = reply.slice(0, reply.indexOf('\r\n'));
      const status = Number(statusLine.split(' ')[1]);
      if (headEnd < 0 || !Number.isInteger(status)) {
        reject(new Error(`not an HTTP answer: ${JSON.stringify(reply.slice(0, 200))}`));
        return;
      }
      const text = reply.slice(headEnd + 4);
      resolve({ status, headers: {}, text, json: parsed(text) });
    });
    socket.write(bytes);
  });
}

/** The spec's error body (spec 2.5) and nothing else, with this status. */
export function assertSpecError(reply: RawReply, status: number, pattern?: RegExp): void {
  assert.equal(reply.status, status, reply.text.slice(0, 300));
  const body = ErrorBodySchema.strict().safeParse(reply.json);
  assert.ok(body.success, `not the spec error body: ${reply.text.slice(0, 300)}`);
  if (pattern) assert.match(body.data.error, pattern);
}
