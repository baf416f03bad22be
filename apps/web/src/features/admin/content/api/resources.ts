/** Query-key resources of this part (useAdminQuery / useInvalidateAdmin). */
export const PAGES_RESOURCE = 'pages';
export const SETTINGS_RESOURCE = 'settings';
export const MESSAGES_RESOURCE = 'contact-messages';
