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

export const SECTION_GROUPS: readonly SectionGroup[] = [
  {
    label: 'Explore',
    sections: [
      { label: 'X-Chain', href: '/x' },
      { label: 'P-Chain', href: '/p' },
      { label: 'C-Chain', href: '/c' },
      { label: 'Index', href: '/index' },
      { label: 'Status', href: '/status' },
      { label: 'Search', href: '/search' },
    ],
  },
  {
    label: 'Network',
    sections: [
      { label: 'Validators', href: '/validators' },
      { label: 'Peers', href: '/peers' },
      { label: 'Fees', href: '/fees' },
      { label: 'L1s', href: '/l1s' },
    ],
  },
  {
    label: 'Operator',
    sections: [
      { label: 'Node', href: '/node' },
      { label: 'API console', href: '/console' },
      { label: 'Decode a tx', href: '/tx/decode' },
      { label: 'Genesis builder', href: '/genesis' },
      { label: 'Admin', href: '/admin', operatorMode: true },
      { label: 'Keystore', href: '/keystore', operatorMode: true },
    ],
  },
];

/** Whether the page at `pathname` is the section at `href` or one of its pages. */
export function isActive(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(href + '/');
}
