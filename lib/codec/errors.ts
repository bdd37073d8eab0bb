/** Every malformed input the codec sees is reported as a CodecError, never a RangeError or TypeError. */
export class CodecError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CodecError';
  }
}
