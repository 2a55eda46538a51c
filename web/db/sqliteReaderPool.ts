/**
 * node:sqlite runs a query synchronously on the calling thread, so one slow
 * lookup would stall every other request. The pool runs read queries in a few
 * worker threads instead, each with its own read-only connection to the file:
 * the event loop only waits for the answer message.
 */
import { Worker } from "node:worker_threads";
import { config } from "@web/lib/config";
import type { SqlFragment } from "./sql";

/** A statement for a reader: its `?` text and the values SQLite binds. */
export type ReaderQuery = Pick<SqlFragment, "sql" | "values">;

// Plain JavaScript evaluated in the worker: no bundler has to find a worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const db = new DatabaseSync(workerData.file, { readOnly: true });
db.exec("PRAGMA busy_timeout = 5000");
db.exec("PRAGMA cache_size = -16384");
db.exec("PRAGMA mmap_size = " + workerData.mmapSize);
db.exec("PRAGMA temp_store = MEMORY");
const statements = new Map();
parentPort.on("message", ({ id, sql, values }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...values) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message || error), code: error && error.code } });
  }
});
`;

interface Job {
  id: number;
  query: ReaderQuery;
  resolve: (rows: object[]) => void;
  reject: (error: Error) => void;
}

interface Reader {
  worker: Worker;
  job: Job | null;
}

/** Default pool size: DIRECTORY_SQLITE_READERS, else 2 (0 runs queries on the main thread). */
export function readerCount(): number {
  return config.directorySqliteReaders();
}

/**
 * How much of the file each connection maps into memory: DIRECTORY_SQLITE_MMAP_MB,
 * else 0 (SQLite reads pages into its own page cache instead). Every connection maps
 * the file on its own, and the pages a mapping touches stay in the process's RSS, once
 * per mapping: with 1 GiB each, the two readers held 1.4 GB of the 820 MB file after
 * 2,000 pages, to save a fresh search render a few ms at most (issue 28.10,
 * docs/benchmarks.md).
 */
export function mmapBytes(): number {
  return config.directorySqliteMmapBytes();
}

export class SqliteReaderPool {
  private readonly readers: Reader[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(file: string, size: number, mmapSize: number) {
    this.readers = Array.from({ length: size }, () => this.start(file, mmapSize));
  }

  private start(file: string, mmapSize: number): Reader {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, mmapSize } });
    const reader: Reader = { worker, job: null };
    // An idle reader must not keep the process alive; a busy one must.
    worker.unref();
    worker.on(
      "message",
      (message: { id: number; rows?: object[]; error?: { message: string; code?: string } }) => {
        const job = reader.job;
        if (!job || job.id !== message.id) return;
        reader.job = null;
        worker.unref();
        if (message.error) {
          job.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
        } else {
          job.resolve(message.rows ?? []);
        }
        this.dispatch();
      },
    );
    worker.on("error", (error) => {
      const job = reader.job;
      reader.job = null;
      job?.reject(error);
    });
    return reader;
  }

  all<T extends object>(query: ReaderQuery): Promise<T[]> {
    if (this.closed) return Promise.reject(new Error("the SQLite reader pool is closed"));
    return new Promise<T[]>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        query,
        resolve: resolve as (rows: object[]) => void,
        reject,
      });
      this.dispatch();
    });
  }

  private dispatch(): void {
    for (const reader of this.readers) {
      if (this.queue.length === 0) return;
      if (reader.job) continue;
      const job = this.queue.shift()!;
      reader.job = job;
      reader.worker.ref();
      reader.worker.postMessage({ id: job.id, sql: job.query.sql, values: job.query.values });
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the SQLite reader pool closed"));
    await Promise.all(this.readers.map((reader) => reader.worker.terminate()));
  }
}
