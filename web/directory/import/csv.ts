/**
 * A streaming CSV reader (RFC 4180: quoted fields with "" for a quote, commas and line
 * breaks inside quotes, CRLF or LF) that says on which line of the file each record
 * starts, so the importer can name the line of a bad row. CMS's files run to hundreds of
 * megabytes: records are yielded one at a time, and progress is reported in bytes.
 */
import fs from "node:fs";

export interface CsvRecord {
  /** The 1-based line of the file the record starts on (the header is line 1). */
  line: number;
  fields: string[];
  /** Set when the record is malformed beyond reading (a quoted field never closed). */
  error?: string;
}

export interface CsvProgress {
  bytesRead: number;
  totalBytes: number;
  records: number;
}

/** Reads `file` record by record; `onProgress` is called after each chunk of the file. */
export async function* readCsv(
  file: string,
  onProgress?: (progress: CsvProgress) => void,
): AsyncGenerator<CsvRecord> {
  const totalBytes = fs.statSync(file).size;
  const parser = new CsvParser();
  let bytesRead = 0;
  let records = 0;
  const stream = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  const decoder = new TextDecoder("utf-8");
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    bytesRead += chunk.length;
    for (const record of parser.push(decoder.decode(chunk, { stream: true }))) {
      records += 1;
      yield record;
    }
    onProgress?.({ bytesRead, totalBytes, records });
  }
  for (const record of parser.end(decoder.decode())) {
    records += 1;
    yield record;
  }
}

/** The parser's state between chunks. */
export class CsvParser {
  #line = 1;
  #recordLine = 1;
  #fields: string[] = [];
  #field = "";
  #quoted = false;
  /** Inside a quoted field. */
  #inQuotes = false;
  /** A quote seen inside quotes: the end of the field, or the first of "". */
  #quotePending = false;
  /** A CR seen: an LF right after it belongs to the same line break. */
  #afterCr = false;
  #started = false;
  #atStart = true;

  /** The records completed by `text`. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    let i = 0;
    if (this.#atStart) {
      this.#atStart = false;
      if (text.charCodeAt(0) === 0xfeff) i = 1;
    }
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (this.#afterCr) {
        this.#afterCr = false;
        if (ch === "\n") continue;
      }
      if (this.#inQuotes) {
        if (this.#quotePending) {
          this.#quotePending = false;
          if (ch === '"') {
            this.#field += '"';
            continue;
          }
          this.#inQuotes = false;
          // The field has ended: fall through to read `ch` outside quotes.
        } else if (ch === '"') {
          this.#quotePending = true;
          continue;
        } else {
          if (ch === "\n" || ch === "\r") {
            // A line break inside quotes is part of the field, as "\n" whatever the file uses.
            this.#line += 1;
            if (ch === "\r") this.#afterCr = true;
            this.#field += "\n";
          } else {
            this.#field += ch;
          }
          continue;
        }
      }
      if (ch === '"' && this.#field === "" && !this.#quoted) {
        this.#started = true;
        this.#inQuotes = true;
        this.#quoted = true;
      } else if (ch === ",") {
        this.#started = true;
        this.#endField();
      } else if (ch === "\n" || ch === "\r") {
        if (ch === "\r") this.#afterCr = true;
        const record = this.#endRecord();
        if (record) out.push(record);
        this.#line += 1;
        this.#recordLine = this.#line;
      } else {
        this.#started = true;
        this.#field += ch;
      }
    }
    return out;
  }

  /** The records `text` completes, then the last one (a file need not end with a line break). */
  end(text = ""): CsvRecord[] {
    const out = this.push(text);
    if (this.#inQuotes && !this.#quotePending) {
      this.#endField();
      out.push({
        line: this.#recordLine,
        fields: this.#fields,
        error: "a quoted field is never closed",
      });
      this.#fields = [];
      this.#started = false;
      return out;
    }
    this.#inQuotes = false;
    this.#quotePending = false;
    const record = this.#endRecord();
    if (record) out.push(record);
    return out;
  }

  #endField(): void {
    this.#fields.push(this.#field);
    this.#field = "";
    this.#quoted = false;
  }

  #endRecord(): CsvRecord | null {
    if (!this.#started && this.#field === "") {
      // A blank line is no record.
      this.#fields = [];
      return null;
    }
    this.#endField();
    const record = { line: this.#recordLine, fields: this.#fields };
    this.#fields = [];
    this.#started = false;
    return record;
  }
}
