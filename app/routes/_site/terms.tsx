import { TermsPage } from '@features/legal';
import { contactEmail } from '@lib/config';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_site/terms')({
  component: TermsRoute,
});

function TermsRoute() {
  return <TermsPage contactEmail={contactEmail} />;
}
