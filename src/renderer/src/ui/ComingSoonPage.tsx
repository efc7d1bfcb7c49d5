import { fr } from '../i18n/fr';

/** Stand-in for a screen a later issue builds: its SPEC title and a short notice. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{fr.pages.comingSoon}</p>
    </section>
  );
}
