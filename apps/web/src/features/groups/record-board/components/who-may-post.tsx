import { recordBoardPosters, type RecordBoardPosters, type RecordBoardSettings } from '@congregate/contracts';
import { Alert, NativeSelect, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useSaveBoardSettings } from '../api/save-settings.ts';
import { useRecordBoardT } from '../i18n/index.ts';

/** The locale's admins choose who may post on its board (saved as soon as it changes). */
export function WhoMayPost({ settings }: { settings: RecordBoardSettings }) {
  const rt = useRecordBoardT();
  const refusal = useRefusalMessage();
  const save = useSaveBoardSettings();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="rrb-settings-title">
      <Title order={2} size="h4" id="rrb-settings-title">
        {rt('settings.title')}
      </Title>
      <NativeSelect
        label={rt('settings.label')}
        data={recordBoardPosters.map((value) => ({ value, label: rt(`settings.${value}`) }))}
        value={settings.whoMayPost}
        disabled={save.isPending}
        maw={360}
        onChange={(event) => {
          const value = event.currentTarget.value;
          save.mutate(
            { localeId: settings.localeId, whoMayPost: value as RecordBoardPosters },
            {
              onSuccess: () => setNotice({ ok: true, text: rt('settings.saved') }),
              onError: (error) => setNotice({ ok: false, text: refusal(error) }),
            },
          );
        }}
      />
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
    </Stack>
  );
}
