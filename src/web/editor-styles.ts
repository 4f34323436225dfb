// The giver's and the operator's pages load the whole app's stylesheet after the recipient pages' (decision 089):
// page-loader.ts's withEditorStyles imports this module after page-styles.ts.
import './editor.css';
