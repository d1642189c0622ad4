/**
 * A body that does not change while the process runs (a /docs page or
 * file), as Hapi's response, in the encoding Hapi chose for the client,
 * made once and kept with the body (browser/compression.ts keptEncoding).
 * Hapi would encode the whole body again on every request: Swagger UI's
 * 1.7 MB bundle cost 150 ms of CPU each time in brotli, on a route no
 * limit counts. It goes to Hapi marked as encoded (markedEncoded). A type
 * Hapi would not compress (an image), or a
 * client that takes no encoding, gets the body as it is.
 */
import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { chosenEncoding, keptEncoding, markedEncoded, type KeptBody } from '../browser/compression.js';

export function lastingBodyResponse(request: Request, h: ResponseToolkit, body: KeptBody, type: string): ResponseObject | Promise<ResponseObject> {
  const encoding = request.server.mime.type(type).compressible ? chosenEncoding(request, body.bytes.length) : null;
  // Not to be encoded, or Hapi's to answer as it would any body: the bytes as they are.
  if (encoding === null || encoding === undefined) return h.response(body.bytes).type(type);
  const encoded = (bytes: Buffer) => markedEncoded(h.response(bytes).type(type), encoding);
  const kept = keptEncoding(body, encoding);
  return kept instanceof Promise ? kept.then(encoded) : encoded(kept);
}
