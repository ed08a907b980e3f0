// Test helper shared by the CSV export's unit test and the browser test that downloads it.

/** Semicolon CSV with quoted fields (the metrics tab's 'Exportar informe') into rows of fields. */
export function parseSemicolonCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let isQuoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (isQuoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ";") {
      row.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 1;
    } else field += char;
  }
  return rows;
}
