// OTLP/HTTP lets a client gzip its body ("Content-Encoding: gzip"; the SDK exporters' `compression`
// option), and asks receivers to take it. The compressed body and what it inflates to are each held
// to the route's limit: a small "zip bomb" stops at the limit instead of filling the memory.
import { Readable } from 'node:stream';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestRefused } from '../errors';

const inflate = promisify(gunzip);

const TOO_LARGE = 'Le corps de la requête est trop volumineux.';

/** The Content-Encoding, trimmed and in lower case; '' when there is none. */
export function contentEncoding(request: FastifyRequest): string {
  return (request.headers['content-encoding'] ?? '').trim().toLowerCase();
}

/** A preParsing hook: a gzip body, inflated (at most `limit` bytes each way); any other, untouched. */
export function gunzipBody(limit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
    if (contentEncoding(request) !== 'gzip') return payload;
    const chunks: Buffer[] = [];
    let received = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > limit) throw new RequestRefused(TOO_LARGE, 413);
      chunks.push(chunk);
    }
    let body: Buffer;
    try {
      body = await inflate(Buffer.concat(chunks, received), { maxOutputLength: limit });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new RequestRefused(TOO_LARGE, 413);
      throw new RequestRefused('Le corps compressé (gzip) est illisible.', 400);
    }
    // Fastify compares Content-Length with the bytes that came in, not with what they inflated to.
    return Object.assign(Readable.from([body]), { receivedEncodedLength: received });
  };
}
