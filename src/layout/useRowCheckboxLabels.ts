import { useEffect } from 'react';

/** react-admin's row checkbox ("Select this row"): MUI puts its aria-label on the wrapper, not on the input. */
const ROW_CHECKBOX = '.RaDatagrid-checkbox[aria-label]';

/** Gives each row checkbox's input the name its wrapper was given, and takes it off the wrapper (where ARIA forbids it). */
export const labelRowCheckboxes = (root: ParentNode) => {
  for (const wrapper of root.querySelectorAll(ROW_CHECKBOX)) {
    const input = wrapper.querySelector('input');
    const label = wrapper.getAttribute('aria-label');
    if (!input || !label) continue;
    input.setAttribute('aria-label', label);
    wrapper.removeAttribute('aria-label');
  }
};

/** Keeps the lists' row checkboxes named for screen readers while the shell is shown. */
export const useRowCheckboxLabels = () => {
  useEffect(() => {
    labelRowCheckboxes(document.body);
    const observer = new MutationObserver(() => labelRowCheckboxes(document.body));
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, []);
};
