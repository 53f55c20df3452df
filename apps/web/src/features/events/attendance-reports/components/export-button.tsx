import { Button } from '@mantine/core';
import { IconDownload } from '../../../../components/ui/icons.ts';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { useReportsT } from '../i18n/index.ts';

/** Hands the report's CSV text, made when pressed, to the browser as a file. */
export function ExportButton({ csv, fileName }: { csv: () => string; fileName: string }) {
  const rt = useReportsT();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={() => saveFile(new Blob([csv()], { type: 'text/csv;charset=utf-8' }), fileName)}
    >
      {rt('export.csv')}
    </Button>
  );
}
