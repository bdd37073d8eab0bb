// The explorer's sections, in navigation order: the dashboard, then three groups, so the header keeps
// one row at 1280 px however many pages there are (a phone shows them all under "Menu").
export interface Section {
  label: string;
  href: string;
  /** Only in operator mode (a public explorer has no such page). */
  operatorMode?: boolean;
}

export interface SectionGroup {
  label: string;
  sections: readonly Section[];
}

export const HOME: Section = { label: 'Dashboard', href: '/' };

/** A group of sections, each `label → href` in order; the `operatorMode` ones come last. */
function group(label: string, hrefs: Record<string, string>, operatorMode: Record<string, string> = {}): SectionGroup {
  const sections = (m: Record<string, string>, extra: Partial<Section>) =>
    Object.entries(m).map(([name, href]): Section => ({ label: name, href, ...extra }));
  return { label, sections: [...sections(hrefs, {}), ...sections(operatorMode, { operatorMode: true })] };
}

export const SECTION_GROUPS: readonly SectionGroup[] = [
  group('Explore', {
    'X-Chain': '/x',
    'P-Chain': '/p',
    'C-Chain': '/c',
    Index: '/index',
    Status: '/status',
    Search: '/search',
  }),
  group('Network', { Validators: '/validators', Peers: '/peers', Fees: '/fees', L1s: '/l1s' }),
  group(
    'Operator',
    { Node: '/node', 'API console': '/console', 'Decode a tx': '/tx/decode', 'Genesis builder': '/genesis' },
    { Admin: '/admin', Keystore: '/keystore' },
  ),
];

/** Whether the page at `pathname` is the section at `href` or one of its pages. */
export function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(href + '/');
}
