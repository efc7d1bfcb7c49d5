// French strings of the shared screens' inactivity warning (app/session/SignOutWhenIdle): on the web it
// signs the mobile-ticket account out, at the counter it ends the customer. Loaded with that warning.

export const frSession = {
  idle: {
    title: 'Êtes-vous toujours là ?',
    continue: 'Continuer',
    web: {
      text: 'Sans action de votre part, votre compte de billets sur mobile va être déconnecté et le billet choisi retiré du panier.',
      countdown: (seconds: number) => `Déconnexion dans ${seconds} ${seconds >= 2 ? 'secondes' : 'seconde'}`,
    },
    counter: {
      text: 'Sans action de votre part, le poste va revenir à la page d’accueil : le compte de billets sur mobile sera déconnecté, les paniers et les informations saisies seront effacés.',
      countdown: (seconds: number) =>
        `Retour à l’accueil dans ${seconds} ${seconds >= 2 ? 'secondes' : 'seconde'}`,
    },
  },
};
