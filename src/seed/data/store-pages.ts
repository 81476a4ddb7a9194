// Static store pages (about, terms, FAQ), split into one file per page to keep each small.
export { aboutPage } from './store-pages-about';
export { termsPage } from './store-pages-terms';
export { faqPage } from './store-pages-faq';
