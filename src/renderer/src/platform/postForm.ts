// The card provider expects a browser form post of its PBX_* fields (SPEC §7: "The card form is posted
// to the provider's url"), so the page builds that form and submits it.

export function postForm(action: string, fields: readonly (readonly [string, string])[]): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/** SPEC §9: a mobile screen is below 576 px wide. */
export function isMobileLayout(): boolean {
  return window.matchMedia('(max-width: 575.98px)').matches;
}
