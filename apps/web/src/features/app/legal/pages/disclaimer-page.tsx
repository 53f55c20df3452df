import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { LegalDocument } from '../components/legal-document.tsx';

/** The disclaimer, accepted at registration. */
export default function DisclaimerPage() {
  return (
    <LegalDocument
      titleKey="disclaimer.title"
      introKey="disclaimer.intro"
      version={AGREEMENT_VERSIONS.disclaimer}
      sections={[
        { titleKey: 'disclaimer.accuracyTitle', bodyKey: 'disclaimer.accuracy' },
        { titleKey: 'disclaimer.contentTitle', bodyKey: 'disclaimer.content' },
        { titleKey: 'disclaimer.availabilityTitle', bodyKey: 'disclaimer.availability' },
        { titleKey: 'disclaimer.conductTitle', bodyKey: 'disclaimer.conduct' },
        { titleKey: 'disclaimer.givingTitle', bodyKey: 'disclaimer.giving' },
      ]}
    />
  );
}
