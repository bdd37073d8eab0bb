// The newest accepted X tx whose page can be kept: an ExportTx (AVM type 4) is final only once its
// import is, which the devnet's activity may never make.
interface Container {
  id: string;
  bytes: string;
  index: string;
}

/** Walks the X index down from its newest container through `call` (an `index.*` call with hex encoding). */
export async function newestFinalXTx(call: (method: string, params: object) => Promise<Container>): Promise<string> {
  const last = await call('index.getLastAccepted', {});
  for (let i = Number(last.index); i >= 0; i--) {
    const c = i === Number(last.index) ? last : await call('index.getContainerByIndex', { index: i });
    if (parseInt(c.bytes.slice(6, 14), 16) !== 4) return c.id;
  }
  throw new Error('no accepted X tx');
}
