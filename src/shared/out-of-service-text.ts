// The kiosk's out-of-service screen, in French: main's static page after repeated crashes
// (src/main/out-of-service) and the renderer's home while the payment terminal cannot be reached
// (issue 25 §1) say the same.
export const OUT_OF_SERVICE_TEXT = {
  title: 'Borne momentanément hors service',
  incident:
    'Un incident technique empêche la borne de fonctionner. Elle redémarrera d’elle-même dans quelques minutes.',
  elsewhere: 'Vous pouvez acheter vos titres au guichet ou sur le site internet du réseau.',
} as const;
