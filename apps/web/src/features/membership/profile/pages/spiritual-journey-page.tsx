import { DestinationsList } from '../components/destinations-list.tsx';
import { spiritualSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/spiritual-journey`: the member's steps, and their locale history (read-only). */
export default function SpiritualJourneyPage() {
  return (
    <SectionPage sections={[spiritualSection]} after={(target) => <DestinationsList target={target} />} />
  );
}
