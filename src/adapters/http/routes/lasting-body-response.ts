/**
 * A body that does not change while the process runs (a /docs page or
 * file), as Hapi's response, in the encoding Hapi chose for the client,
 * made once and kept with the body (browser/compression.ts keptEncoding).
 * Hapi would encode the whole body again on every request: Swagger UI's
 * 1.7 MB bundle cost 150 ms of CPU each time in brotli, on a route no
 * limit counts. Marked as encoded, Hapi tags it per encoding and
 * answers revalidations as it does for what it encodes itself; the Vary it
 * would add is added here. A type Hapi would not compress (an image), or a
 * client that takes no encoding, gets the body as it is.
 */
import type { Request, ResponseObject, ResponseToolkit } from '@hapi/hapi';
import { chosenEncoding, keptEncoding, type KeptBody } from '../browser/compression.js';

export function lastingBodyResponse(request: Request, h: ResponseToolkit, body: KeptBody, type: string): ResponseObject | Promise<ResponseObject> {
  const encoding = request.server.mime.type(type).compressible ? chosenEncoding(request, body.bytes.length) : null;
  // Not to be encoded, or Hapi's to answer as it would any body: the bytes as they are.
  if (encoding === null || encoding === undefined) return h.response(body.bytes).type(type);
  const encoded = (bytes: Buffer) => h.response(bytes).type(type).compressed(encoding).vary('accept-encoding');
  const kept = keptEncoding(body, encoding);
  return kept instanceof Promise ? kept.then(encoded) : encoded(kept);
}
