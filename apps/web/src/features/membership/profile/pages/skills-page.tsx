import { skillSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/skills`. */
export default function SkillsPage() {
  return <SectionPage sections={[skillSection]} />;
}
