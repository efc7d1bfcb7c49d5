// French strings of the kiosk's operator screen (issue 25 §2), loaded with its own chunk. The PIN's
// refusals (wrong PIN, lock) come from main, in French, and are shown as they are.

export const frOperator = {
  pin: {
    title: 'Écran opérateur',
    label: 'Code opérateur',
    /** How many digits are typed: the digits themselves are never shown. */
    typed: (count: number) =>
      count === 0
        ? 'Aucun chiffre saisi'
        : `${count} chiffre${count > 1 ? 's' : ''} saisi${count > 1 ? 's' : ''}`,
    keypad: 'Pavé numérique',
    erase: 'Effacer',
    validate: 'Valider',
    cancel: 'Annuler',
    checking: 'Vérification du code…',
  },
  overview: {
    title: 'Écran opérateur',
    loading: 'Lecture de l’état de la borne…',
    checkTerminal: 'Vérifier le terminal',
    quit: 'Quitter',
    terminal: 'Terminal de paiement',
    terminalStates: {
      reachable: 'Joignable',
      unreachable: 'Injoignable',
      unknown: 'Pas encore vérifié',
    },
    printer: 'Imprimante',
    printerSilent: 'Ne répond pas',
    paper: { ok: 'Papier présent', 'near-end': 'Papier bientôt épuisé', end: 'Plus de papier' },
    coverOpen: 'Capot ouvert',
    offline: 'Hors ligne',
    backOffice: 'Back office',
    backOfficeSince: (when: string) => `Dernier appel réussi : ${when}`,
    backOfficeNever: 'Aucun appel réussi depuis le démarrage',
    warnings: 'Avertissements',
    journal: 'Journal des paiements',
    pending: (count: number) => `En attente d’issue : ${count}`,
    unknown: (count: number) => `Issue inconnue : ${count}`,
    undelivered: (count: number) => `Comptes rendus non remis au back office : ${count}`,
    disk: 'Espace disque libre',
    diskUnreadable: 'Illisible',
    versions: 'Versions',
    app: (version: string) => `Application : ${version}`,
    configuration: (fingerprint: string, version: string | null) =>
      `Configuration : ${fingerprint} (${version === null ? 'sans version' : `version ${version}`})`,
    uptime: 'En service depuis',
    uptimeValue: (days: number, hours: number, minutes: number) =>
      `${days > 0 ? `${days} j ` : ''}${hours} h ${minutes} min`,
    errors: 'Dernières erreurs',
    noErrors: 'Aucune erreur récente.',
  },
  actions: {
    group: 'Actions sur la borne',
    testPrint: 'Imprimer un test',
    reprintLast: 'Réimprimer le dernier reçu',
    reloadConfiguration: 'Recharger la configuration',
    restart: 'Redémarrer l’application',
    restartTitle: 'Redémarrer l’application ?',
    restartText: 'La borne se ferme puis redémarre : l’écran d’accueil revient dans quelques secondes.',
    restartCancel: 'Annuler',
    restartConfirm: 'Redémarrer',
  },
  settle: {
    title: 'Paiements à l’issue inconnue',
    none: 'Aucun paiement à régler.',
    payment: (when: string, amount: string, orderId: string) => `${when} · ${amount} · commande ${orderId}`,
    noDate: 'date inconnue',
    choose: 'Régler',
    readTerminal:
      'Consultez le journal du terminal de paiement pour ce paiement, puis reportez ce qu’il indique.',
    decision: 'Issue lue sur le terminal',
    approved: 'Accepté',
    declined: 'Refusé',
    note: 'Note (obligatoire)',
    back: 'Retour',
    record: 'Enregistrer',
    failed: 'Le règlement n’a pas pu être enregistré : le paiement reste à régler.',
  },
};
