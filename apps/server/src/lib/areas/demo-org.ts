/** The demo organisation the embedded default seeds, and its user (areas' demo seeds name them too). */
export const DEMO_ORG = 'DEMO01';
export const DEMO_EMAIL = 'demo@taxdesk.local';
export const DEMO_PASSWORD = 'demo-password';
