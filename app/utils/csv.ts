/** One field of a CSV line: quoted when it must be, and never a formula a spreadsheet would run. */
function csvField(value: string | number): string {
  const text = String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Lines as CSV text with a byte order mark, so Excel reads it as UTF-8; the staff area's one CSV writer. */
export function toCsv(lines: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** Offers CSV text as a download in the browser. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
