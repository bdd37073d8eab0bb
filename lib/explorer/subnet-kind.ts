// What kind of subnet a record is: a converted L1, proof of stake, or permissioned (pages and the L1s CSV).
export function subnetKind(s: {
  controlKeys: string[];
  threshold: number;
  isPermissioned?: boolean;
  conversionID?: string;
}): string {
  if (s.conversionID && s.conversionID !== '11111111111111111111111111111111LpoYY') return 'L1 (converted, ACP-77)';
  if (s.isPermissioned === false || (s.controlKeys.length === 0 && s.threshold === 0)) return 'Proof of stake';
  return 'Permissioned';
}
