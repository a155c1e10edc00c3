/**
 * /packages' filters, once the page is interactive: each change re-filters and re-sorts the
 * cards the server rendered (all of them are in the page, each with its facts) at once, with the
 * same domain rules the server used, and puts the filters in the address (history.replaceState),
 * so a reload or a shared link shows the same list. Without this script the form still works as
 * a plain GET form. Loaded only on a page that has the form (its own small chunk). It writes no
 * text of its own: the count texts come from the page, in its language (data-count-texts, one per
 * number of packages shown), and the address keeps the page's language (the form's action).
 * A catalogue larger than one page (the list says data-paged) has only one page's cards in the
 * HTML: there each change fetches the filtered first page from the server and swaps the results
 * in, the same HTML a reload would show (a failed fetch loads that address instead).
 */
import {
  applyPackageFilters,
  packageFiltersQuery,
  parsePackageFilters,
  type PackageFacts,
  type PackageFilters,
} from '@umrah/domain/model/package-filters';

interface Item {
  element: HTMLElement;
  facts: PackageFacts;
}

/** The filters the form's fields ask for, read by the domain's rules. */
function filtersOf(form: HTMLFormElement): PackageFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(name, value);
  }
  return parsePackageFilters(params);
}

export function wirePackageFinder(form: HTMLFormElement): void {
  const list = document.querySelector<HTMLElement>('[data-package-list]');
  if (!list) return;
  // '/packages' or '/fr/packages': the form's action, in the page's language.
  const path = new URL(form.action, location.href).pathname;
  const apply = list.hasAttribute('data-paged')
    ? pagedFinder(form, path)
    : inPageFinder(form, list, path);

  form.addEventListener('input', apply);
  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  // Delegated: a paged list's results (and their "Clear filters" link) are replaced on change.
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-clear-filters]')) return;
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

/** Every card is in the page: filter and sort them in place. */
function inPageFinder(form: HTMLFormElement, list: HTMLElement, path: string): () => void {
  const count = document.querySelector<HTMLElement>('[data-package-count]');
  const empty = document.querySelector<HTMLElement>('[data-package-empty]');
  const countTexts = JSON.parse(count?.dataset.countTexts ?? '[]') as string[];
  // In the list's own order (data-order), which "Recommended" (no sort) keeps.
  const items: Item[] = [...list.querySelectorAll<HTMLElement>('[data-facts]')]
    .map((element) => ({
      element,
      facts: JSON.parse(element.dataset.facts ?? '{}') as PackageFacts,
      order: Number(element.dataset.order),
    }))
    .sort((a, b) => a.order - b.order);

  return () => {
    const filters = filtersOf(form);
    const shown = applyPackageFilters(items, (item) => item.facts, filters);
    const query = packageFiltersQuery(filters);
    const visible = new Set(shown);
    const hidden = items.filter((item) => !visible.has(item));
    // Re-append in the new order: shown ones first, the others after them, hidden.
    for (const item of [...shown, ...hidden]) {
      item.element.hidden = !visible.has(item);
      list.append(item.element);
    }
    if (count) count.textContent = countTexts[shown.length] ?? '';
    if (empty) empty.hidden = shown.length > 0;
    history.replaceState(history.state, '', query ? `${path}?${query}` : path);
  };
}

/** Typing a price waits for a pause before asking the server. */
const FETCH_PAUSE_MS = 300;

/** One page of cards is in the page: ask the server for the filtered first page. */
function pagedFinder(form: HTMLFormElement, path: string): () => void {
  const results = document.querySelector<HTMLElement>('[data-package-results]');
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function load(url: string): Promise<void> {
    controller?.abort();
    controller = new AbortController();
    try {
      const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
      const next = res.ok
        ? new DOMParser()
            .parseFromString(await res.text(), 'text/html')
            .querySelector<HTMLElement>('[data-package-results]')
        : null;
      if (!next || !results) throw new Error(`No results from ${url}`);
      swapResults(results, next);
      history.replaceState(history.state, '', url);
    } catch (error) {
      if ((error as Error).name !== 'AbortError') location.assign(url);
    }
  }

  return () => {
    clearTimeout(timer);
    const query = packageFiltersQuery(filtersOf(form));
    const url = query ? `${path}?${query}` : path;
    timer = setTimeout(() => void load(url), FETCH_PAUSE_MS);
  };
}

/**
 * Puts the server's results in place of the page's: the count's text (its live region stays
 * the same element, so the new count is announced), then the list, empty state and pager.
 */
function swapResults(results: HTMLElement, next: HTMLElement): void {
  const count = results.querySelector('[data-package-count]');
  const nextCount = next.querySelector('[data-package-count]');
  if (count && nextCount) count.textContent = nextCount.textContent;
  for (const child of [...results.children]) if (child !== count) child.remove();
  for (const child of [...next.children]) {
    if (!child.hasAttribute('data-package-count')) results.append(document.adoptNode(child));
  }
}
