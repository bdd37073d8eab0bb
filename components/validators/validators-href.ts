// Links within the validators page, shared by the server's table and the browser's controls.
import { urls } from '@/lib/explorer/urls';

export const VIEWS = [
  { key: 'current', label: 'Current' },
  { key: 'pending', label: 'Pending' },
  { key: 'at', label: 'At a past height' },
] as const;
export type ViewKey = (typeof VIEWS)[number]['key'];

/** `/validators` with the given params (built where every entity link is). */
export const validatorsHref = urls.validatorsPage;
