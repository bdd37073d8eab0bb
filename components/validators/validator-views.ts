// The validators page's views, shared by the server's table and the browser's view switch (its links are
// built by urls.validatorsPage).

export const VIEWS = [
  { key: 'current', label: 'Current' },
  { key: 'pending', label: 'Pending' },
  { key: 'at', label: 'At a past height' },
] as const;
export type ViewKey = (typeof VIEWS)[number]['key'];
