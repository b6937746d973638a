import { PrivacyPage } from '@features/legal';
import { contactEmail } from '@lib/config';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/privacy')({
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <PrivacyPage contactEmail={contactEmail} />;
}
