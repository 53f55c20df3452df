import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconMail, IconMessage, IconPhone } from '../../../../components/ui/icons.ts';
import { useFlockCareT } from '../i18n/index.ts';

/** Tap to call or text a member (`tel:`, `sms:`), or e-mail them when there is no mobile. */
export function ContactLinks({
  name,
  mobile,
  email,
}: {
  name: string;
  mobile: string | null;
  email: string | null;
}) {
  const ft = useFlockCareT();
  return (
    <Group gap={4} wrap="nowrap">
      {mobile && (
        <Tooltip label={ft('contact.call', { name })}>
          <ActionIcon
            component="a"
            href={`tel:${mobile}`}
            variant="light"
            size="lg"
            aria-label={ft('contact.call', { name })}
          >
            <IconPhone size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {mobile && (
        <Tooltip label={ft('contact.message', { name })}>
          <ActionIcon
            component="a"
            href={`sms:${mobile}`}
            variant="light"
            size="lg"
            aria-label={ft('contact.message', { name })}
          >
            <IconMessage size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {email && (
        <Tooltip label={ft('contact.email', { name })}>
          <ActionIcon
            component="a"
            href={`mailto:${email}`}
            variant="light"
            size="lg"
            aria-label={ft('contact.email', { name })}
          >
            <IconMail size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
