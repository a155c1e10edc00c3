/**
 * /packages' filters, once the page is interactive: each change re-filters and re-sorts the
 * cards the server rendered (all of them are in the page, each with its facts) at once, with the
 * same domain rules the server used, and puts the filters in the address (history.replaceState),
 * so a reload or a shared link shows the same list. Without this script the form still works as
 * a plain GET form. Loaded only on a page that has the form (its own small chunk). It writes no
 * text of its own: the count texts come from the page, in its language (data-count-texts, one per
 * number of packages shown), and the address keeps the page's language (the form's action).
 */
import {
  applyPackageFilters,
  packageFiltersQuery,
  parsePackageFilters,
  type PackageFacts,
} from '@umrah/domain/model/package-filters';

interface Item {
  element: HTMLElement;
  facts: PackageFacts;
}

export function wirePackageFinder(form: HTMLFormElement): void {
  const list = document.querySelector<HTMLElement>('[data-package-list]');
  if (!list) return;
  const count = document.querySelector<HTMLElement>('[data-package-count]');
  const empty = document.querySelector<HTMLElement>('[data-package-empty]');
  const countTexts = JSON.parse(count?.dataset.countTexts ?? '[]') as string[];
  // '/packages' or '/fr/packages': the form's action, in the page's language.
  const path = new URL(form.action, location.href).pathname;
  // In the list's own order (data-order), which "Recommended" (no sort) keeps.
  const items: Item[] = [...list.querySelectorAll<HTMLElement>('[data-facts]')]
    .map((element) => ({
      element,
      facts: JSON.parse(element.dataset.facts ?? '{}') as PackageFacts,
      order: Number(element.dataset.order),
    }))
    .sort((a, b) => a.order - b.order);

  function apply(): void {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') params.append(name, value);
    }
    const filters = parsePackageFilters(params);
    const shown = applyPackageFilters(items, (item) => item.facts, filters);
    const visible = new Set(shown);
    const hidden = items.filter((item) => !visible.has(item));
    // Re-append in the new order: shown ones first, the others after them, hidden.
    for (const item of [...shown, ...hidden]) {
      item.element.hidden = !visible.has(item);
      list!.append(item.element);
    }
    if (count) count.textContent = countTexts[shown.length] ?? '';
    if (empty) empty.hidden = shown.length > 0;
    const query = packageFiltersQuery(filters);
    history.replaceState(history.state, '', query ? `${path}?${query}` : path);
  }

  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-clear-filters]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      for (const field of form.elements) {
        if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = false;
        else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)
          field.value = '';
      }
      apply();
      form.querySelector<HTMLElement>('select, input')?.focus();
    });
  }
}
