import { csvText, type BaptismMonitoring, type PepStage } from '@congregate/contracts';

/** The export's words, in the person's language. */
export interface MonitoringCsvWords {
  header: readonly [
    name: string,
    stage: string,
    soulWinner: string,
    flock: string,
    event: string,
    formUploaded: string,
    baptizedAt: string,
    mobile: string,
  ];
  stage: (stage: PepStage) => string;
  yes: string;
  no: string;
}

/** Monitoring rows as CSV text (`csvText` of the contracts: quoted cells, formulas defused, BOM, CRLF). */
export function monitoringCsv(data: BaptismMonitoring, words: MonitoringCsvWords): string {
  return csvText(
    words.header,
    data.rows.map((pep) => [
      pep.displayName,
      words.stage(pep.stage),
      pep.soulWinner?.displayName ?? '',
      pep.flock?.name ?? '',
      pep.baptismEvent?.title ?? '',
      pep.baptismalForm ? words.yes : words.no,
      pep.baptizedAt ?? '',
      pep.mobile ?? '',
    ]),
  );
}

/** `baptism-2026-12-05-youth-camp.csv`. */
export function monitoringFileName(what: string, day: string): string {
  const slug = what
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `baptism-${day.slice(0, 10)}${slug ? `-${slug}` : ''}.csv`;
}
