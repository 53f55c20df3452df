import { useT } from '../../../../lib/i18n/index.ts';
import { jobSpecSection, relativeSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/family-background`: family members and church duties (the spec's relatives and job specs). */
export default function FamilyBackgroundPage() {
  const t = useT();
  return <SectionPage title={t('page.family-background')} sections={[relativeSection, jobSpecSection]} />;
}
