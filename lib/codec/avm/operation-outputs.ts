// Which outputs an operation creates (Go's `Operation.Outs()`). They become UTXOs after the tx's base
// outputs, in this order; the devnet that creates them and the explorer that names them must agree.
import type { Output } from '../avax';
import type { Operation } from './types';

export function avmOperationOutputs(op: Operation): Output[] {
  switch (op.kind) {
    case 'secp256k1fx.MintOperation':
      return [
        { kind: 'secp256k1fx.MintOutput', owners: op.mintOutput },
        { kind: 'secp256k1fx.TransferOutput', amount: op.transferOutput.amount, owners: op.transferOutput.owners },
      ];
    case 'nftfx.MintOperation':
      return op.outputs.map((owners) => ({
        kind: 'nftfx.TransferOutput',
        groupID: op.groupID,
        payload: op.payload,
        owners,
      }));
    case 'nftfx.TransferOperation':
      return [{ kind: 'nftfx.TransferOutput', ...op.output }];
    case 'propertyfx.MintOperation':
      return [
        { kind: 'propertyfx.MintOutput', owners: op.mintOutput },
        { kind: 'propertyfx.OwnedOutput', owners: op.ownedOutput },
      ];
    case 'propertyfx.BurnOperation':
      return [];
  }
}
