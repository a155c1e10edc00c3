/**
 * The one script of every public page: the small behaviours of the frame, then the page's
 * islands. Everything else on the page is the server's HTML and needs no script.
 */
import '../styles/site.css';
import { hydrateIslands } from './hydrate-islands';
import { wireLanguageChoice } from './language-notice';
import {
  keepAutofocusInView,
  popoverFallback,
  prefetchOnHover,
  watchScroll,
  wireCopyButtons,
  wirePrintButtons,
} from './page-behaviour';
import { wireThemeSwitch } from './theme-switch';

wireThemeSwitch();
wireLanguageChoice();
popoverFallback();
watchScroll();
prefetchOnHover();
wirePrintButtons();
wireCopyButtons();
hydrateIslands();
keepAutofocusInView();
// /packages' filters: a small chunk of its own, loaded only where the form is.
const packageFilters = document.querySelector<HTMLFormElement>('form[data-package-filters]');
if (packageFilters) {
  import('./package-finder')
    .then(({ wirePackageFinder }) => wirePackageFinder(packageFilters))
    .catch((err: unknown) => {
      console.error(err);
    });
}
