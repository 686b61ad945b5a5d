export { ImportPanel, type ImportPanelProps } from './import-panel';
export { ImportPage } from './import-page';
