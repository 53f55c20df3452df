import { giftCalls } from '@congregate/contracts';
import { useMutation } from '@tanstack/react-query';
import { downloadCall } from '../../../../../lib/api/call-api.ts';
import { saveFile } from '../../../../../lib/files/save-file.ts';
import type { GiftFilters } from '../../api/list-gifts.ts';

/** The filters finance set on a locale's gifts, without the empty ones (the list and the CSV share them). */
export function giftQueryOf(filters: GiftFilters & { localeId: string }): GiftFilters & { localeId: string } {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as GiftFilters & { localeId: string };
}

/** `GET gifts/export?…`: the gifts the filters match, as CSV (with the session, like every call). */
export function downloadGiftsCsv(filters: GiftFilters & { localeId: string }): Promise<Blob> {
  return downloadCall(giftCalls.export, { query: giftQueryOf(filters) });
}

/** Downloads the CSV and saves it as `gifts-{locale}.csv`. */
export function useExportGifts() {
  return useMutation({
    mutationFn: async ({
      filters,
      localeName,
    }: {
      filters: GiftFilters & { localeId: string };
      localeName: string;
    }) => {
      const blob = await downloadGiftsCsv(filters);
      const name = localeName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'locale';
      saveFile(blob, `gifts-${name}.csv`);
    },
  });
}
