// The kiosk's bottom band (issue 24 §7): 'Retour' and each screen's main action in the same places on every
// screen, one slot of the layout rather than each page its own. A page hands its actions to PageActions and
// its own 'Retour' to PageBack: on the kiosk they go to the band's slots (a portal: React keeps them in the
// page's tree, a submit button names its form with `form`), elsewhere they stay where the page puts them.
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface PageSlots {
  back: HTMLElement | null;
  action: HTMLElement | null;
}

/** null: no band (web, counter), the page keeps its actions. */
export const PageSlotsContext = createContext<PageSlots | null>(null);

function Slotted({ slot, children }: { slot: keyof PageSlots; children: ReactNode }) {
  const slots = useContext(PageSlotsContext);
  if (!slots) return children;
  // The band mounts with the page: until its slot is there, nothing (never the page's place, then a jump).
  const target = slots[slot];
  return target ? createPortal(children, target) : null;
}

/** The screen's main action(s), after the page's own 'Retour' when it has one: in the band on the kiosk,
 * in the page's `.actions` row elsewhere (as before: 'Retour' first in that row). */
export function PageActions({
  back,
  children,
  className = 'actions',
}: {
  back?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  const kiosk = useContext(PageSlotsContext) !== null;
  if (!kiosk)
    return (
      <div className={className}>
        {back}
        {children}
      </div>
    );
  return (
    <>
      {back ? <Slotted slot="back">{back}</Slotted> : null}
      {children ? <Slotted slot="action">{children}</Slotted> : null}
    </>
  );
}

/** A page's own 'Retour' inside a row of its own: where every screen's 'Retour' is, on the kiosk. */
export function PageBack({ children }: { children: ReactNode }) {
  return <Slotted slot="back">{children}</Slotted>;
}

/** Whether the screen's actions go to the kiosk's band (a page whose web markup differs then). */
export function useActionBand(): boolean {
  return useContext(PageSlotsContext) !== null;
}

/** A main action whose web markup must not change (no `.actions` row around it): in the band on the kiosk,
 * exactly where the page puts it elsewhere. */
export function InBandOnKiosk({ children }: { children: ReactNode }) {
  return useActionBand() ? <PageActions>{children}</PageActions> : children;
}
