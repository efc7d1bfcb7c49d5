// English strings of the kiosk's accessibility mode, twin of fr/accessibility.ts: the button, the low-reach
// note and the words the speech output adds to a control's name (its role and states).
import type { Catalog } from '../catalog';
import type { frAccessibility } from '../fr/accessibility';

export const enAccessibility: Catalog<typeof frAccessibility> = {
  toggle: 'Accessibility',
  reachNote: 'Accessibility mode: every control is in the lower half of the screen.',
  roles: {
    alertdialog: 'alert dialog',
    button: 'button',
    checkbox: 'check box',
    combobox: 'combo box',
    dialog: 'dialog',
    gridcell: 'cell',
    link: 'link',
    listbox: 'list',
    main: 'main content',
    menuitem: 'menu item',
    option: 'option',
    radio: 'radio button',
    region: 'region',
    searchbox: 'search box',
    slider: 'slider',
    spinbutton: 'spin button',
    switch: 'switch',
    tab: 'tab',
    textbox: 'text box',
  },
  heading: (level: number) => `heading level ${level}`,
  states: {
    checked: 'checked',
    unchecked: 'not checked',
    mixed: 'partially checked',
    pressed: 'on',
    notPressed: 'off',
    expanded: 'expanded',
    collapsed: 'collapsed',
    selected: 'selected',
    disabled: 'unavailable',
    invalid: 'invalid',
    required: 'required',
    readOnly: 'read only',
    empty: 'empty',
  },
  current: {
    page: 'current page',
    step: 'current step',
    date: 'today',
    location: 'current location',
    time: 'current time',
    true: 'current',
  },
};
