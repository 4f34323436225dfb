// The giver's and the operator's pages load the whole app's stylesheet after the recipient pages' (decision 089):
// page-loader.ts's withEditorStyles and lazy-retry.ts's lazyPart import this module; it holds all of pages.css.
import './editor.css';
