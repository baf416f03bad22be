/** Query-key resources of this part (useAdminQuery / useInvalidateAdmin). */
export const PAGES_RESOURCE = 'pages';
export const SETTINGS_RESOURCE = 'settings';
export const MESSAGES_RESOURCE = 'contact-messages';
/** The start page's counts (the orders part's resource), which include unhandled messages. */
export const OVERVIEW_RESOURCE = 'overview';
/** Mails the job queue gave up on (issue 11). */
export const FAILED_MAILS_RESOURCE = 'failed-mails';
/** The shop's opening hours (issue 15). */
export const OPENING_HOURS_RESOURCE = 'opening-hours';
/** Every place's delivery slots (issue 15). */
export const DELIVERY_SLOTS_RESOURCE = 'delivery-slots';
