// Every page but the opening loads the recipient pages' stylesheet with its code (decisions 026, 089): the router
// imports this module beside each page's chunk, and Vite waits for the stylesheet before the page renders.
import './pages.css';
