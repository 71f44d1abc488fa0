/**
 * A response body that is not JSON, sent piece by piece (e.g. NDJSON results of a batch job),
 * so a large answer is never built in memory as one string.
 */

/** Text pieces sent in order with a content type. */
export class StreamBody {
  constructor(
    readonly contentType: string,
    readonly pieces: AsyncIterable<string> | Iterable<string>,
  ) {}
}
