import { educationSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/educational-background`. */
export default function EducationalBackgroundPage() {
  return <SectionPage sections={[educationSection]} />;
}
