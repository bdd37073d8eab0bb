// Any history list as CSV, streamed: one page is read only when the client has taken the last, so an
// export holds at most a page in memory and runs one short query at a time; past the bound the file
// ends with a line saying which cursor to export again from.
import { problem } from '@/lib/api/reply';
import { nodeFailureOf } from '@/lib/explorer/errors';
import { csvCell } from '@/lib/format/csv-cell';

/** Most rows one CSV export holds. */
const CSV_MAX_ROWS = 10_000;
/** Rows read per query while a CSV streams: one short read, then the event loop serves others. */
const CSV_PAGE = 200;

type Cell = string | number | bigint;

export interface CsvList<Row, Cursor> {
  header: readonly string[];
  /** A row's lines (an address tx has one per asset it moved). */
  lines: (row: Row) => readonly (readonly Cell[])[];
  /** The page after `cursor` (undefined: the first). */
  read: (cursor: Cursor | undefined, limit: number) => Promise<{ rows: readonly Row[]; next: Cursor | null }>;
  /** Where to start (the list's own cursor parameter, if one was given). */
  from?: Cursor;
  /** The query parameter that goes on from a cursor, e.g. `before=…`. */
  resume: (next: Cursor) => string;
  /** Said of the rows in a `# …` line after them (e.g. cells left blank and why). */
  note?: string;
}

/** Why a read failed, in a reader's words (a store or code error is logged, not shown: it may name internals). */
function failureText(e: unknown): string {
  const failure = nodeFailureOf(e);
  if (!failure) {
    console.error(`[snowline csv] export read failed: ${e instanceof Error ? e.message : String(e)}`);
    return 'the list could not be read';
  }
  if (failure.kind === 'timeout') return 'the node did not answer in time';
  if (failure.kind === 'unreachable') return 'the node is not reachable';
  if (failure.kind === 'http') return `the node answered HTTP ${failure.status}`;
  return 'the node answered something unreadable';
}

const line = (cells: readonly Cell[]) => cells.map((c) => csvCell(typeof c === 'bigint' ? c.toString() : c)).join(',');

export function csvStream<Row, Cursor>(
  list: CsvList<Row, Cursor>,
  maxRows = CSV_MAX_ROWS,
  pageRows = CSV_PAGE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next: Cursor | undefined = list.from;
  let sent = 0;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let page: Awaited<ReturnType<typeof list.read>>;
        try {
          page = await list.read(next, Math.min(pageRows, maxRows - sent));
        } catch (e) {
          // The 200 and the rows so far are sent: the file itself must say it is cut short, and where to go on.
          const head = started ? '' : line(list.header) + '\n';
          const resume = next === undefined ? '' : `; export again with ${list.resume(next)}`;
          controller.enqueue(encoder.encode(`${head}# error: ${failureText(e)}${resume}\n`));
          controller.close();
          return;
        }
        sent += page.rows.length;
        next = page.next ?? undefined;
        const out = started ? [] : [line(list.header)];
        started = true;
        for (const r of page.rows) for (const l of list.lines(r)) out.push(line(l));
        const done = next === undefined || sent >= maxRows;
        if (done && list.note !== undefined) out.push(`# ${list.note}`);
        if (next !== undefined && sent >= maxRows) out.push(`# more: export again with ${list.resume(next)}`);
        controller.enqueue(encoder.encode(out.length ? out.join('\n') + '\n' : ''));
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}

/** A streamed CSV as a download named `filename` (only [\w.-] kept: names come from chain ids). */
export function csvResponse(body: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'no-store',
    },
  });
}

/** A list's CSV as a lower folder describes it (lib/explorer sits below this one): list, file name, bound. */
export interface CsvFile<Row, Cursor> {
  list: CsvList<Row, Cursor>;
  filename: string;
  /** Fewer rows than the default when each costs a node call. */
  maxRows?: number;
  /** Rows per read, when fewer than the default suit one call (e.g. decoded containers). */
  pageRows?: number;
}

/**
 * A CSV-only route: asked with `format=csv` (so the request is priced as an export, like every other),
 * answered with the streamed download `build` describes, or the problem it gave instead.
 */
export async function csvRoute<Row, Cursor>(
  req: Request,
  build: (query: URLSearchParams) => Promise<CsvFile<Row, Cursor> | Response>,
): Promise<Response> {
  const query = new URL(req.url).searchParams;
  if (query.get('format') !== 'csv') return problem(400, 'this list is served as CSV: ask with format=csv');
  const file = await build(query);
  return file instanceof Response
    ? file
    : csvResponse(csvStream(file.list, file.maxRows, file.pageRows), file.filename);
}
