import { skillSection } from '../sections/section-specs.ts';
import { SectionPage } from './section-page.tsx';

/** `tabs/skills`. */
export default function SkillsPage() {
  return <SectionPage sections={[skillSection]} />;
}
