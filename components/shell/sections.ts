// The explorer's sections, in navigation order. A section is listed before it is built
// (shown as "soon", not linked) so the shell does not change shape as pages land.
export interface Section {
  label: string;
  href: string;
  available: boolean;
}

export const SECTIONS: readonly Section[] = [
  { label: 'Dashboard', href: '/', available: true },
  { label: 'X-Chain', href: '/x', available: false },
  { label: 'P-Chain', href: '/p', available: false },
  { label: 'C-Chain', href: '/c', available: false },
  { label: 'Validators', href: '/validators', available: false },
  { label: 'Peers', href: '/peers', available: false },
  { label: 'Fees', href: '/fees', available: false },
  { label: 'L1s', href: '/l1s', available: false },
  { label: 'Index', href: '/index', available: false },
  { label: 'Node', href: '/node', available: false },
  { label: 'Console', href: '/console', available: false },
];
