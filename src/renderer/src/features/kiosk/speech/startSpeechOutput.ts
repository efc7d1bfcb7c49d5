// The speech output's chunk, loaded when the accessibility mode is first turned on. Its words (roles,
// states) follow the page's language at the moment they are said, as the voice does (platform/speech.ts).
import { enAccessibility } from '../../../i18n/en/accessibility';
import { frAccessibility } from '../../../i18n/fr/accessibility';
import { createSpeech } from '../../../platform/speech';
import { Announcer } from './announcer';

const wordsOfPage = () =>
  document.documentElement.lang.startsWith('en') ? enAccessibility : frAccessibility;

export function startSpeechOutput(): Announcer {
  const announcer = new Announcer(createSpeech(), wordsOfPage);
  announcer.start();
  return announcer;
}
