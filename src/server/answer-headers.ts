// The headers of every JSON answer, and whole French refusals for the cases Node answers before Fastify
// has a reply to send them with (a parser error, a timeout, an Expect it cannot meet, a connection over
// the cap): the same type, nosniff and policy as every other JSON answer, and the connection closed.
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../shared/http';

/** JSON answers are data, never a document: nothing may load from them, nobody may frame them. */
export const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** What every JSON answer carries besides its type. */
export const JSON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': JSON_POLICY,
} as const;

/** Whether a Content-Type is application/json (with or without parameters). */
export function isJsonType(type: unknown): boolean {
  return typeof type === 'string' && type.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** Headers and body of a French JSON refusal after which the connection closes. */
export function refusal(body: ErrorBody): { headers: Record<string, string>; json: string } {
  const json = JSON.stringify(body);
  return {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(json)),
      ...JSON_HEADERS,
      Connection: 'close',
    },
    json,
  };
}

/** The whole refusal as bytes, for a socket that has no response object (or no usable one). */
export function rawRefusal(status: number, body: ErrorBody): Buffer {
  const { headers, json } = refusal(body);
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${json}`);
}
