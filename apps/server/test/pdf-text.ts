import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF drawn with pdfkit's built-in fonts, for tests (statements, receipts, journeys): each
 * content stream is inflated (FlateDecode) and its text operators read — `<hex> Tj` and `[<hex> 120 <hex>] TJ`,
 * whose bytes are WinAnsi. Each text operation becomes one line. Not a general PDF reader: enough to check
 * what pdfkit wrote.
 */

// WinAnsi bytes 0x80–0x9F that are not Latin-1.
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeHex = (hex: string) => {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 1 < clean.length; i += 2) {
    const byte = parseInt(clean.slice(i, i + 2), 16);
    out += winAnsiHigh[byte] ?? String.fromCharCode(byte);
  }
  return out;
};

/** The content streams of a PDF, inflated when compressed. */
function contentStreams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1');
  const streams: string[] = [];
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    const dictionary = text.slice(Math.max(0, match.index - 300), match.index);
    let body = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(dictionary.slice(dictionary.lastIndexOf('<<')))) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    streams.push(body.toString('latin1'));
    pattern.lastIndex = end + 'endstream'.length;
  }
  return streams;
}

/** Every text operation of the PDF in order, one line each. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of contentStreams(pdf)) {
    const operators = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj/g;
    for (let match = operators.exec(stream); match; match = operators.exec(stream)) {
      if (match[2] !== undefined) lines.push(decodeHex(match[2]));
      else
        lines.push(
          [...match[1]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((part) => decodeHex(part[1]!)).join(''),
        );
    }
  }
  return lines;
}

/** The PDF's text: its text operations joined by newlines (`expect(pdfText(body)).toContain('Tithes')`). */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join('\n');
