// Every page but the opening loads the whole app's stylesheet with its code (decision 026): the router
// imports this module beside each page's chunk, and Vite waits for the stylesheet before the page renders.
import './pages.css';
