/**
 * Whole numbers that SQL aggregated into one text ("3,17,42" or "3 2015 2020,4 0 0"), read digit by
 * digit: any other character separates two numbers. Tens of thousands of ids as rows, or through
 * split and Number, cost as much as the query that found them (docs/decisions/158).
 */
export function parseNumberList(text: string): Float64Array {
  if (text === "") return new Float64Array();
  let count = 1;
  for (let i = 0; i < text.length; i++) if (!isDigit(text.charCodeAt(i))) count++;
  const numbers = new Float64Array(count);
  let n = 0;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isDigit(code)) value = value * 10 + (code - ZERO);
    else {
      numbers[n++] = value;
      value = 0;
    }
  }
  numbers[n] = value;
  return numbers;
}

const ZERO = 48;
const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;
