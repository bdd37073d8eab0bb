// One index container decoded for its row (link and summary), or null when it is not decodable.
// Loaded when the first rows are shown: it brings the X, P and C decoders with it.
import { nodeHexToBytes } from '@/lib/decode/bytes';
import { decodeContainer, type IndexPath } from '@/lib/decode/container';
import type { DecodeContext } from '@/lib/decode/model';

export function decodeIndexRow(path: IndexPath, hex: string, ctx: DecodeContext): ReturnType<typeof decodeContainer> {
  try {
    return decodeContainer(path, nodeHexToBytes(hex), ctx);
  } catch {
    return null;
  }
}
