/** What pages under an organisation show around them, loaded as one chunk (org-frame-loader.ts). */
export { AppFooter } from './app-footer';
export { AreaHeader } from './area-header';
