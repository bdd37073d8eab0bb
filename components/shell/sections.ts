// The explorer's sections, in navigation order.
export interface Section {
  label: string;
  href: string;
}

export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', href: '/' },
  { label: 'X-Chain', href: '/x' },
  { label: 'P-Chain', href: '/p' },
  { label: 'C-Chain', href: '/c' },
  { label: 'Validators', href: '/validators' },
  { label: 'Peers', href: '/peers' },
  { label: 'Fees', href: '/fees' },
  { label: 'L1s', href: '/l1s' },
  { label: 'Index', href: '/index' },
  { label: 'Status', href: '/status' },
  { label: 'Node', href: '/node' },
];
