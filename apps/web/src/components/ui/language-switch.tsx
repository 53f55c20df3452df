import { Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { languages, useI18n, type Language } from '../../lib/i18n/index.ts';
import { IconLanguage } from './icons.ts';

/** Choice of interface language; remembered on this device. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  const labelId = useId();
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-labelledby={labelId}>
      <IconLanguage size={18} aria-hidden />
      <VisuallyHidden id={labelId}>{t('language.label')}</VisuallyHidden>
      <SegmentedControl
        size="xs"
        value={language}
        onChange={(value) => setLanguage(value as Language)}
        data={languages.map((code) => ({ value: code, label: t(`language.${code}`) }))}
      />
    </Group>
  );
}
