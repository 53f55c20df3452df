import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { FLYER_SIZES, type FlyerFormat } from '@congregate/contracts';

/** What a flyer shows. */
export interface FlyerContent {
  format: FlyerFormat;
  title: string;
  /** The date and the time, already written in the locale's time zone. */
  date: string;
  time: string;
  /** The venue, or the locale's name. */
  where: string;
  invitedBy: string;
  /** What the QR encodes: the member's invitation link. */
  link: string;
  /** The event's art (any image sharp reads), or null for a generated gradient. */
  art: Buffer | null;
  /** Seeds the gradient's colours, so an event without art always gets the same one. */
  seed: string;
}

/** Where things go on each format: the dark band's top, text sizes and lines, and the QR's square. */
const LAYOUTS: Record<
  FlyerFormat,
  {
    bandTop: number;
    titleSize: number;
    titleLines: number;
    detailSize: number;
    /** Lines the venue may take: a long address wraps rather than being cut (issue 37). */
    whereLines: number;
    qr: number;
    qrCentred: boolean;
  }
> = {
  square: { bandTop: 480, titleSize: 62, titleLines: 2, detailSize: 32, whereLines: 3, qr: 320, qrCentred: false },
  story: { bandTop: 720, titleSize: 84, titleLines: 3, detailSize: 44, whereLines: 3, qr: 420, qrCentred: true },
};
const MARGIN = 48;
/** How wide a character of the bold sans-serif face is on average, as a share of the font size (DejaVu Sans ≈ 0.6). */
const CHAR_WIDTH = 0.62;

/** Text as SVG character data: markup escaped and characters XML forbids dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- XML 1.0 has no place for these.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Cuts text to `max` characters (code points), ending with an ellipsis when cut. */
function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, Math.max(1, max - 1))
        .join('')
        .trimEnd()}…`;
}

/**
 * Words laid into at most `lines` lines of `width` characters; a word longer than a line is cut, and what
 * does not fit ends the last line with an ellipsis.
 */
export function wrapText(text: string, width: number, lines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = cut(words[i]!, width);
    const next = line ? `${line} ${word}` : word;
    if ([...next].length <= width) {
      line = next;
      continue;
    }
    if (out.length === lines - 1) {
      out.push(cut(`${line} ${words.slice(i).join(' ')}`, width));
      return out;
    }
    out.push(line);
    line = word;
  }
  if (line) out.push(line);
  return out;
}

/** Two colours of a gradient picked from the seed: the same event always looks the same. */
function gradientColours(seed: string): [string, string] {
  const hash = createHash('sha256').update(seed).digest();
  const hue = (hash[0]! * 360) / 256;
  return [`hsl(${hue.toFixed(0)}, 70%, 45%)`, `hsl(${((hue + 70) % 360).toFixed(0)}, 75%, 30%)`];
}

/** A background of the format's size: the art cropped to fill it, or the seed's gradient. */
async function background(content: FlyerContent, width: number, height: number): Promise<Buffer> {
  if (content.art) {
    try {
      return await sharp(content.art, { failOn: 'error' })
        .resize(width, height, { fit: 'cover', position: 'attention' })
        .png()
        .toBuffer();
    } catch {
      // Art that no longer decodes: the flyer is still drawn, on the gradient.
    }
  }
  const [from, to] = gradientColours(content.seed);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.8}" cy="${height * 0.18}" r="${width * 0.32}" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="${width * 0.15}" cy="${height * 0.35}" r="${width * 0.2}" fill="#ffffff" fill-opacity="0.08"/>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** One line of a flyer's text: where it is drawn, how big, and what it says. */
export interface FlyerLine {
  text: string;
  y: number;
  size: number;
  bold: boolean;
}

/**
 * The flyer's lines of text, top to bottom: the title (wrapped, at most the format's lines), the date and the time,
 * the venue wrapped over as many lines as the format gives it (a long address is never cut to one line), and who
 * invited. Beside the QR on the square format, across the flyer on the story.
 */
export function flyerLines(content: FlyerContent): FlyerLine[] {
  const { width } = FLYER_SIZES[content.format];
  const l = LAYOUTS[content.format];
  const qrLeft = l.qrCentred ? Math.round((width - l.qr) / 2) : width - MARGIN - l.qr;
  const titleWidth = Math.floor((width - 2 * MARGIN) / (l.titleSize * CHAR_WIDTH));
  // Beside the QR (square) or across the flyer (story).
  const detailRight = l.qrCentred ? width - MARGIN : qrLeft - 32;
  const detailWidth = (bold: boolean) =>
    Math.floor((detailRight - MARGIN) / (l.detailSize * (bold ? CHAR_WIDTH : 0.55)));
  const lines: FlyerLine[] = [];
  let y = l.bandTop + 40 + l.titleSize;
  for (const text of wrapText(content.title, titleWidth, l.titleLines)) {
    lines.push({ text, y, size: l.titleSize, bold: true });
    y += Math.round(l.titleSize * 1.18);
  }
  y += Math.round(l.detailSize * 0.6);
  const details = [
    { texts: [cut(content.date, detailWidth(true))], bold: true },
    { texts: [cut(content.time, detailWidth(true))], bold: true },
    { texts: wrapText(content.where, detailWidth(false), l.whereLines), bold: false },
    { texts: [cut(`Invited by ${content.invitedBy}`, detailWidth(false))], bold: false },
  ];
  for (const detail of details) {
    for (const text of detail.texts) {
      lines.push({ text, y, size: l.detailSize, bold: detail.bold });
      y += Math.round(l.detailSize * (detail.texts.length > 1 ? 1.25 : 1.45));
    }
  }
  return lines;
}

/** The text and the dark band behind it, as an SVG of the whole flyer. */
function overlay(
  content: FlyerContent,
  width: number,
  height: number,
  qrTop: number,
  qrLeft: number,
): string {
  const l = LAYOUTS[content.format];
  const parts = flyerLines(content).map(
    (line) =>
      `<text x="${MARGIN}" y="${line.y}" font-size="${line.size}"${line.bold ? ' font-weight="bold"' : ''}>` +
      `${escapeXml(line.text)}</text>`,
  );
  const scanSize = Math.round(l.detailSize * 0.8);
  parts.push(
    `<text x="${qrLeft + l.qr / 2}" y="${qrTop - 14}" font-size="${scanSize}" text-anchor="middle">` +
      `Scan to RSVP</text>`,
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#000000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0.78"/></linearGradient></defs>` +
    `<rect x="0" y="${l.bandTop - 160}" width="${width}" height="160" fill="url(#fade)"/>` +
    `<rect x="0" y="${l.bandTop}" width="${width}" height="${height - l.bandTop}" fill="#000000" fill-opacity="0.78"/>` +
    `<g font-family="sans-serif" fill="#ffffff">${parts.join('')}</g></svg>`
  );
}

/**
 * The invitation link's QR on a white square of `side` px (quiet zone of 4 modules, error correction M),
 * each module a whole number of pixels so every edge stays sharp for a phone's camera.
 */
async function qrSquare(link: string, side: number): Promise<Buffer> {
  const options = { errorCorrectionLevel: 'M', margin: 4 } as const;
  const modules = QRCode.create(link, options).modules.size + 2 * options.margin;
  const drawn = Math.floor(side / modules) * modules;
  const svg = await QRCode.toString(link, { ...options, type: 'svg', width: drawn });
  const code = await sharp(Buffer.from(svg)).resize(drawn, drawn, { kernel: 'nearest' }).png().toBuffer();
  const offset = Math.floor((side - drawn) / 2);
  return sharp({ create: { width: side, height: side, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, left: offset, top: offset }])
    .png()
    .toBuffer();
}

/** Draws a flyer as a PNG of the format's size: background, dark band with the text, and the QR. */
export async function drawFlyer(content: FlyerContent): Promise<Buffer> {
  const { width, height } = FLYER_SIZES[content.format];
  const l = LAYOUTS[content.format];
  const qrLeft = l.qrCentred ? Math.round((width - l.qr) / 2) : width - MARGIN - l.qr;
  const qrTop = height - 32 - l.qr;
  const [base, qr] = await Promise.all([background(content, width, height), qrSquare(content.link, l.qr)]);
  return sharp(base)
    .composite([
      { input: Buffer.from(overlay(content, width, height, qrTop, qrLeft)), left: 0, top: 0 },
      { input: qr, left: qrLeft, top: qrTop },
    ])
    .png({ compressionLevel: 6 })
    .toBuffer();
}
