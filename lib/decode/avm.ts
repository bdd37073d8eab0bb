// X-chain txs and blocks (codec objects) to display models.
import { decodeAvmTx, splitAvmBlock, decodeAvmUtxo, idToString, avmOperationOutputs, type AvmTx } from '@/lib/codec';
import { bytesView } from './bytes';
import { burnedByAsset, commonTxView, outputView, uniqueAssets, utxoView } from './avax-parts';
import type { DecodeContext, OperationView, OutputView, TxView, UtxoView } from './model';
import { vmDecoders } from './vm-decoders';

export function avmTxView(tx: AvmTx, id: string, ctx: DecodeContext): TxView {
  const u = tx.unsigned;
  const view = commonTxView(id, 'X', u, tx.credentials, ctx);
  // What a CreateAssetTx or OperationTx creates is numbered after the base outputs.
  let next = view.outputs.length;
  switch (u.kind) {
    case 'BaseTx':
    case 'ImportTx':
    case 'ExportTx':
      break; // all in commonTxView
    case 'CreateAssetTx': {
      const initialOutputs: OutputView[] = [];
      for (const state of u.initialStates) {
        for (const out of state.outputs) initialOutputs.push(outputView(out, id, next++, 'X', ctx));
      }
      view.createdAsset = { name: u.name, symbol: u.symbol, denomination: u.denomination, initialOutputs };
      view.fields.push(
        { label: 'Asset', value: { kind: 'id', value: id } },
        { label: 'Name', value: { kind: 'text', value: u.name } },
        { label: 'Symbol', value: { kind: 'text', value: u.symbol } },
        { label: 'Denomination', value: { kind: 'number', value: u.denomination } },
      );
      break;
    }
    case 'OperationTx':
      view.operations = u.ops.map((o): OperationView => {
        const assetID = idToString(o.assetID);
        const outs = avmOperationOutputs(o.op).map((out) => outputView(out, assetID, next++, 'X', ctx));
        const op = o.op;
        const extra =
          op.kind === 'nftfx.MintOperation'
            ? { groupID: op.groupID, payload: bytesView(op.payload) }
            : op.kind === 'nftfx.TransferOperation'
              ? { groupID: op.output.groupID, payload: bytesView(op.output.payload) }
              : {};
        return {
          assetID,
          kind: op.kind,
          utxos: o.utxoIDs.map((x) => ({ txID: idToString(x.txID), outputIndex: x.outputIndex })),
          sigIndices: op.sigIndices,
          outputs: outs,
          ...extra,
        };
      });
      break;
  }
  const allOutputs = [
    ...view.outputs,
    ...view.exportedOutputs,
    ...view.operations.flatMap((o) => o.outputs),
    ...(view.createdAsset?.initialOutputs ?? []),
  ];
  const allInputs = [...view.inputs, ...view.importedInputs];
  view.assetIDs = uniqueAssets(allInputs, allOutputs, view.operations).filter(
    (a) => a !== (view.createdAsset ? id : ''),
  );
  view.burned = burnedByAsset(allInputs, [...view.outputs, ...view.exportedOutputs]);
  return view;
}

/** Txs and blocks from their bytes: a block keeps the txs before the first one the codec cannot read. */
export const { decodeTx: decodeXTx, decodeBlock: decodeXBlock } = vmDecoders({
  chain: 'X',
  blockType: () => 'StandardBlock',
  decodeTx: decodeAvmTx,
  splitBlock: splitAvmBlock,
  txView: avmTxView,
});

export function decodeXUtxo(bytes: Uint8Array, ctx: DecodeContext, chain: 'X' = 'X'): UtxoView {
  return utxoView(decodeAvmUtxo(bytes), chain, ctx);
}
