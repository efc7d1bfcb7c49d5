import { useEffect, useState } from 'react';

/** SPEC §2: frame height is the window minus header and footer minus 15 px. */
export function frameHeight(windowHeight: number, headerHeight: number, footerHeight: number): number {
  return Math.max(0, windowHeight - headerHeight - footerHeight - 15);
}

function measure(): number {
  const header = document.querySelector('header.header')?.getBoundingClientRect().height ?? 0;
  const footer = document.querySelector('footer.footer')?.getBoundingClientRect().height ?? 0;
  return frameHeight(window.innerHeight, header, footer);
}

export function useFrameHeight(): number {
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const update = () => setHeight(measure());
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return height;
}
