// Everything under the hero — warnings, contact, footer — in its own chunk: it is not needed to
// show the login form, so it loads right after the page instead of before it (size budget).
import { WarningsSection } from './WarningsSection';
import { ContactSection } from './ContactSection';

export { LandingFooter } from './LandingFooter';

export default function BelowTheFold({ adminEmail }: { adminEmail: string }) {
  return (
    <>
      <WarningsSection />
      <ContactSection adminEmail={adminEmail} />
    </>
  );
}
