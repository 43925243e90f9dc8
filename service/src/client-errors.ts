/**
 * Requests Node's HTTP parser refuses before fastify sees them (headers over Node's 16 KiB limit, a malformed
 * request line or header, conflicting Content-Length and Transfer-Encoding, a client too slow to send its
 * headers). fastify's default answer has a body of its own shape; this one is the spec's error body (spec 2.5),
 * like every other answer of the service.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

interface ConnectionError extends Error {
  code?: string;
}

function refusal(error: ConnectionError): { status: number; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, message: 'The request was not received in time.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, message: 'The request headers are too large.' };
    default:
      return { status: 400, message: 'The request is not valid HTTP/1.1.' };
  }
}

export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusal(error);
  if (socket.writable) {
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
