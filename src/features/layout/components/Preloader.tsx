'use client';
// The splash preloader (specification section 4): shown from the first byte and removed 100 ms after
// the app starts. It never blocks the shopper: it lets clicks through, is hidden from assistive
// technology, and a CSS fallback fades it out by itself if the script never runs, so a slow or failed
// script can not leave the page covered.
import { useEffect, useState } from 'react';
import { LogoMark } from './LogoMark';

/** The specification's pause between start and removing the preloader. */
const PRELOADER_REMOVAL_MS = 100;

export function Preloader() {
  const [state, setState] = useState<'shown' | 'leaving' | 'gone'>('shown');
  useEffect(() => {
    const leave = setTimeout(() => setState('leaving'), PRELOADER_REMOVAL_MS);
    return () => clearTimeout(leave);
  }, []);
  useEffect(() => {
    if (state !== 'leaving') return;
    // No transitionend comes when the CSS fallback has already faded it out (a start slower than
    // 1.5 s): the element then goes after the longest fade anyway.
    const gone = setTimeout(() => setState('gone'), 500);
    return () => clearTimeout(gone);
  }, [state]);
  if (state === 'gone') return null;
  return (
    <div
      aria-hidden
      data-preloader
      onTransitionEnd={() => setState('gone')}
      className={`preloader preloader-overlay ${state === 'leaving' ? 'opacity-0' : ''}`}
    >
      <LogoMark size={48} className="animate-pulse" />
    </div>
  );
}
