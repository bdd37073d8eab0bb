// The explorer's sections, in navigation order. A section is listed before it is built
// (shown as "soon", not linked) so the shell does not change shape as pages land.
export interface Section {
  label: string;
  href: string;
  available: boolean;
}

export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', href: '/', available: true },
  { label: 'X-Chain', href: '/x', available: true },
  { label: 'P-Chain', href: '/p', available: true },
  { label: 'C-Chain', href: '/c', available: true },
  { label: 'Validators', href: '/validators', available: true },
  { label: 'Peers', href: '/peers', available: true },
  { label: 'Fees', href: '/fees', available: true },
  { label: 'L1s', href: '/l1s', available: true },
  { label: 'Index', href: '/index', available: true },
  { label: 'Node', href: '/node', available: true },
  { label: 'Console', href: '/console', available: false },
];
