import { Transform, type TransformCallback } from 'node:stream';
import { describeBytes } from './limits';
import { tooLarge } from './import-errors';

/**
 * Passes bytes through until `max`, then fails the stream with a 413: the upload is never read
 * further, whatever the client declared as its length.
 */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) return done(tooLargeFile(this.max));
    done(null, chunk);
  }
}

export function tooLargeFile(max: number) {
  return tooLarge(`The file is larger than ${describeBytes(max)}; split it into smaller files`);
}
