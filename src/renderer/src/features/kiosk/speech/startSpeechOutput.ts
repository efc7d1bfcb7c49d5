// The speech output's chunk, loaded when the accessibility mode is first turned on.
import { frAccessibility } from '../../../i18n/fr/accessibility';
import { createSpeech } from '../../../platform/speech';
import { Announcer } from './announcer';

export function startSpeechOutput(): Announcer {
  const announcer = new Announcer(createSpeech(), frAccessibility);
  announcer.start();
  return announcer;
}
