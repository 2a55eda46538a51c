import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CsvParser, readCsv } from "@web/directory/import/csv";

/** Parses `text` fed in pieces of `size` characters, as a stream delivers it. */
function parse(text: string, size = text.length) {
  const parser = new CsvParser();
  const records = [];
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)));
  records.push(...parser.end());
  return records;
}

describe("the importer's CSV reader", () => {
  const text =
    '\ufeffa,b,c\r\n1,"two, with a comma","say ""hi"""\r\n\r\n3,"line\r\nbreak",x\n4,,\n"5"';

  it("reads quoted fields, doubled quotes, blank lines and line breaks inside quotes", () => {
    expect(parse(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "two, with a comma", 'say "hi"'] },
      { line: 4, fields: ["3", "line\nbreak", "x"] },
      { line: 6, fields: ["4", "", ""] },
      { line: 7, fields: ["5"] },
    ]);
  });

  it("reads the same whatever the chunks (a CRLF or a quote split between them)", () => {
    for (const size of [1, 2, 3, 5, 7]) expect(parse(text, size)).toEqual(parse(text));
  });

  it("reports a quoted field that is never closed, with its line", () => {
    expect(parse('a,b\n1,"open\nstill open')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "open\nstill open"], error: "a quoted field is never closed" },
    ]);
  });

  it("streams a file with its progress in bytes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csv-"));
    try {
      const file = path.join(dir, "x.csv");
      fs.writeFileSync(file, "a,b\n1,2\n");
      const progress: number[] = [];
      const records = [];
      for await (const record of readCsv(file, (p) => progress.push(p.bytesRead / p.totalBytes)))
        records.push(record.fields);
      expect(records).toEqual([
        ["a", "b"],
        ["1", "2"],
      ]);
      expect(progress.at(-1)).toBe(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
