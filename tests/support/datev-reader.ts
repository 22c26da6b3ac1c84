/**
 * Reads a Buchungsstapel back as a DATEV importer does (for tests): the bytes as Windows-1252, lines
 * split at CR LF (a lone LF is an error), fields at „;“ outside quotes, quoted fields unquoted with
 * doubled quotes undone. Checks the shape DATEV insists on and returns the fields.
 */
export interface ReadDatevFile {
  header: string[];
  columns: string[];
  rows: string[][];
  /** Whether each field of the header and rows was written in quotes. */
  quoted: { header: boolean[]; rows: boolean[][] };
}

export function splitDatevLine(line: string): { fields: string[]; quoted: boolean[] } {
  const fields: string[] = [];
  const quoted: boolean[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = "";
      i++;
      for (;;) {
        if (i >= line.length) throw new Error(`unterminated quote in: ${line.slice(0, 80)}`);
        if (line[i] === '"') {
          if (line[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += line[i++];
      }
      if (i < line.length && line[i] !== ";") throw new Error(`text after a closing quote: ${line}`);
      fields.push(value);
      quoted.push(true);
    } else {
      const end = line.indexOf(";", i);
      const value = line.slice(i, end === -1 ? line.length : end);
      if (value.includes('"')) throw new Error(`stray quote in: ${value}`);
      fields.push(value);
      quoted.push(false);
      i = end === -1 ? line.length : end;
    }
    if (i >= line.length) break;
    i++; // the ";"
    if (i === line.length) {
      fields.push("");
      quoted.push(false);
      break;
    }
  }
  return { fields, quoted };
}

export function readDatevFile(bytes: Uint8Array): ReadDatevFile {
  const content = new TextDecoder("windows-1252").decode(bytes);
  if (!content.endsWith("\r\n")) throw new Error("the last line must end in CR LF");
  const lines = content.slice(0, -2).split("\r\n");
  if (lines.some((l) => l.includes("\n") || l.includes("\r")))
    throw new Error("a line break other than CR LF");
  const [header, columns, ...rows] = lines.map(splitDatevLine);
  if (!header || !columns) throw new Error("header or column line missing");
  return {
    header: header.fields,
    columns: columns.fields,
    rows: rows.map((r) => r.fields),
    quoted: { header: header.quoted, rows: rows.map((r) => r.quoted) },
  };
}
