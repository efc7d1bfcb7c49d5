// Code a component must not hold, read (never run) by i18n-no-french-in-code.test.ts to prove it fails.
export function Probe({ total }: { total: string }) {
  console.error('Erreur inattendue dans la sonde');
  const message = 'Veuillez réessayer.';
  return (
    <p>
      Valider la commande
      <button type="button" aria-label="Fermer" />
      {message} {`Prix de la commande : ${total}`} {'kiosk-header'}
    </p>
  );
}
