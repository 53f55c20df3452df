import { workSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/work-experiences`. */
export default function WorkExperiencesPage() {
  return <SectionPage sections={[workSection]} />;
}
