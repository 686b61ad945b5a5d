import './screens.css';

/** The module that carries screens.css: importing it loads the sheet. */
export {};
