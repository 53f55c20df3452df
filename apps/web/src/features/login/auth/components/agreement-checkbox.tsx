import { Anchor, Checkbox } from '@mantine/core';
import { useT, type MessageKey } from '../../../../lib/i18n/index.ts';

interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  linkTo: string;
  linkKey: MessageKey;
  error?: string;
}

/** "I have read and accept the …", with the document opening in a new tab so the form keeps its data. */
export function AgreementCheckbox({ checked, onChange, linkTo, linkKey, error }: AgreementCheckboxProps) {
  const t = useT();
  return (
    <Checkbox
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
      label={
        <>
          {t('register.acceptPrefix')}{' '}
          <Anchor href={linkTo} target="_blank" rel="noopener" inherit>
            {t(linkKey)}
          </Anchor>
        </>
      }
    />
  );
}
