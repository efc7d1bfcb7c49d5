import { frPages, type PageTitle } from '../i18n/fr/pages';

/** Stand-in for a screen a later issue builds: its SPEC title and a short notice. */
export function ComingSoonPage({ title }: { title: PageTitle }) {
  return (
    <section className="page">
      <h1>{frPages[title]}</h1>
      <p>{frPages.comingSoon}</p>
    </section>
  );
}
