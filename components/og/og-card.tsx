import { ImageResponse } from 'next/og';

export const OG_SIZE = { width: 1200, height: 630 };

/**
 * Only characters the bundled font draws: anything else would make the renderer fetch a font
 * or emoji from the internet (refused offline, and Snowline reaches only its node).
 */
function ogText(s: string): string {
  return s
    .replace(/·/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7E]/g, '?');
}

/**
 * The preview image a pasted tx or block link shows: what it is, its id and a few facts.
 * Chain text is rendered as text nodes (Satori draws them; nothing is interpreted as markup).
 */
export function ogCard({ kind, id, facts }: { kind: string; id: string; facts: string[] }): ImageResponse {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 64,
        background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 100%)',
        color: 'white',
        fontSize: 32,
      }}
    >
      <div style={{ display: 'flex', fontSize: 36, fontWeight: 700 }}>Snowline</div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ display: 'flex', fontSize: 40, color: '#93c5fd' }}>{ogText(kind)}</div>
        <div style={{ display: 'flex', fontSize: 34, wordBreak: 'break-all' }}>{ogText(id)}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8, fontSize: 30, color: '#e2e8f0' }}>
        {facts.slice(0, 4).map((f, i) => (
          <div key={i} style={{ display: 'flex' }}>
            {ogText(f.length > 80 ? f.slice(0, 77) + '...' : f)}
          </div>
        ))}
      </div>
    </div>,
    OG_SIZE,
  );
}

/** The card of anything that is not a found entity: no text from the URL. */
export function genericOgCard(): ImageResponse {
  return ogCard({
    kind: 'Avalanche explorer',
    id: 'Blocks, transactions and validators',
    facts: ['Read straight from the node'],
  });
}
