import { addressSection } from '../sections/section-specs.ts';
import { SectionPage } from '../components/section-page.tsx';

/** `tabs/address-book`. */
export default function AddressBookPage() {
  return <SectionPage sections={[addressSection]} />;
}
