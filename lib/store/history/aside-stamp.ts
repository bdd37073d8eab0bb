/** "20261127T001500Z": the name part of a history kept aside, sorting by time. */
export const asideStamp = (ms: number): string =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
