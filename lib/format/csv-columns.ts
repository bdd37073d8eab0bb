// A CSV export's columns declared once: each header beside the cell it heads, so the two cannot drift.

export type CsvColumns<R, C = string> = readonly (readonly [header: string, cell: (row: R) => C])[];

export const csvHeader = <R, C>(columns: CsvColumns<R, C>): string[] => columns.map(([header]) => header);

export const csvRow = <R, C>(columns: CsvColumns<R, C>, row: R): C[] => columns.map(([, cell]) => cell(row));
