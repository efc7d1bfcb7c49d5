// What the accessibility mode does while it is on: the page's styles follow `<html data-a11y="on">`
// (accessibility.css: large text, high contrast, low reach), and the speech output talks. Mounted once in
// the kiosk's shell.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import type { Announcer } from '../speech/announcer';
import { selectAccessibilityOn } from './accessibilitySlice';
import './accessibility.css';

export const MODE_ATTRIBUTE = 'a11y';

export function AccessibilityMode() {
  const on = useAppSelector(selectAccessibilityOn);
  // Before paint: the screen never shows half in one presentation and half in the other.
  useLayoutEffect(() => {
    if (!on) return;
    const root = document.documentElement;
    root.dataset[MODE_ATTRIBUTE] = 'on';
    return () => {
      delete root.dataset[MODE_ATTRIBUTE];
    };
  }, [on]);
  return on ? <SpeechOutput /> : null;
}

/** Loaded when the mode is first turned on (the kiosk's first screen does not wait for it). */
function SpeechOutput() {
  const { pathname } = useLocation();
  const announcer = useRef<Announcer | null>(null);
  useEffect(() => {
    let stopped = false;
    void import('../speech/startSpeechOutput').then(({ startSpeechOutput }) => {
      if (!stopped) announcer.current = startSpeechOutput();
    });
    return () => {
      stopped = true;
      announcer.current?.stop();
      announcer.current = null;
    };
  }, []);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    announcer.current?.screenChanged();
  }, [pathname]);
  return null;
}
