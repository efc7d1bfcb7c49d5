// Texts of the e-mails the form service sends (SPEC §2): the link to finish the request, valid 24 h,
// then the confirmation once the detailed form is sent.
import type { StoredRequest } from './requests';
import type { MailContent } from './outbox';

export const PROCESSING_PAGE_PATH = '/demandes/formulaire/';
const SIGNATURE = 'L’équipe Ligéo, le réseau de transport du Loir-et-Cher';

const greeting = (request: StoredRequest) => `Bonjour ${request.demandeurPrenom} ${request.demandeurNom},`;

/** The chosen point, then its address and opening hours on the next line. */
const pickUpPoint = (request: StoredRequest, before: string) => [
  `${before} : ${request.demandeurPointRetraitLabel}.`,
  ...(request.demandeurPointRetraitInfo ? [request.demandeurPointRetraitInfo] : []),
];

/** The e-mailed link: the portal's processing page for this request, on the portal's origin. */
export function requestLink(request: StoredRequest, origin: string): string {
  return `${origin}${PROCESSING_PAGE_PATH}${request.guid}`;
}

export function linkMail(request: StoredRequest, origin: string): MailContent {
  const link = requestLink(request, origin);
  const lines = [
    greeting(request),
    '',
    `Nous avons bien reçu votre demande « ${request.nomFormulaire} ».`,
    'Pour la finaliser, complétez le formulaire détaillé en suivant ce lien :',
    link,
    '',
    'Ce lien est valable 24 heures. Passé ce délai, il vous faudra effectuer une nouvelle demande.',
  ];
  if (request.demandeurPointRetraitLabel) lines.push('', ...pickUpPoint(request, 'Point de retrait choisi'));
  lines.push('', SIGNATURE);
  return {
    to: request.demandeurEmail,
    subject: `Finalisez votre demande « ${request.nomFormulaire} »`,
    text: lines.join('\n'),
    link,
  };
}

export function confirmationTitle(request: Pick<StoredRequest, 'renouvellement'>): string {
  return request.renouvellement
    ? 'Votre demande de renouvellement a été enregistrée.'
    : 'Votre demande de carte a été enregistrée.';
}

export function confirmationMail(request: StoredRequest): MailContent {
  const next = request.demandeurPointRetraitLabel
    ? pickUpPoint(
        request,
        'Vous recevrez un autre e-mail lorsque votre carte sera disponible au point de retrait choisi',
      )
    : ['Vous recevrez un autre e-mail lorsque votre demande aura été validée.'];
  const title = confirmationTitle(request);
  return {
    to: request.demandeurEmail,
    subject: title.slice(0, -1),
    text: [greeting(request), '', title, ...next, '', SIGNATURE].join('\n'),
    link: null,
  };
}
