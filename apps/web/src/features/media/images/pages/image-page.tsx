import { Alert, Anchor, Box, Stack } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ZoomableImage } from '../../../../components/ui/image-viewer.tsx';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { getWebConfig } from '../../../../lib/api/index.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { photoUrl } from '../../../../lib/media/photo-url.ts';
import { viewableImagePath } from '../../../../lib/routing/safe-paths.ts';
import { useImagesT } from '../i18n/index.ts';

/** Home, the signed-in landing (`app/routes.ts` HOME_PATH; a feature does not import the route table). */
const HOME_PATH = '/tabs/tab7';

/**
 * `image-modal?src=` (a member): one of Congregate's own pictures (`/api/media/…`, `/profile/…`) full screen,
 * to zoom with the buttons, the wheel, a pinch or the keyboard. Escape or Close goes back (home when the page
 * was opened directly). Any other address is refused, so the page shows nothing from another site.
 */
export default function ImagePage() {
  const dt = useImagesT();
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const raw = params.get('src');
  const path = viewableImagePath(raw);
  const close = () => {
    if (location.key === 'default') void navigate(HOME_PATH, { replace: true });
    else void navigate(-1);
  };
  if (!path)
    return (
      <Stack gap="md">
        <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
          {raw ? dt('image.refused') : dt('image.missing')}
        </Alert>
        <Anchor component={Link} to={HOME_PATH}>
          {t('common.backHome')}
        </Anchor>
      </Stack>
    );
  const src = path.startsWith('/profile/') ? photoUrl(path, getWebConfig().mediaHost) : path;
  return (
    <Box h="calc(100dvh - 160px)" mih={320}>
      <ZoomableImage src={src} alt={dt('image.alt')} onClose={close} />
    </Box>
  );
}
