import { AGREEMENT_VERSIONS } from '@congregate/contracts';
import { LegalDocument } from '../components/legal-document.tsx';

/** The data privacy agreement (`agreement-modal`), accepted at registration. */
export default function AgreementPage() {
  return (
    <LegalDocument
      titleKey="privacy.title"
      introKey="privacy.intro"
      version={AGREEMENT_VERSIONS.dataPrivacy}
      sections={[
        { titleKey: 'privacy.collectTitle', bodyKey: 'privacy.collect' },
        { titleKey: 'privacy.useTitle', bodyKey: 'privacy.use' },
        { titleKey: 'privacy.shareTitle', bodyKey: 'privacy.share' },
        { titleKey: 'privacy.rightsTitle', bodyKey: 'privacy.rights' },
        { titleKey: 'privacy.securityTitle', bodyKey: 'privacy.security' },
      ]}
      closingKey="privacy.contact"
    />
  );
}
