export * from './constants';
export * from './languages';
export * from './validation';
export * from './pagination';
export * from './money';
export * from './locale-formats';
export * from './rich-content';
export * from './seo';
export * from './dietary';
// Only the types: the texts themselves are imported from '@storefront/shared/messages', so the
// storefront's first load does not carry the server's messages in five languages.
export type { MessageCatalog, MessageKey } from './messages';
export * from './api/common';
export * from './api/site';
export * from './api/catalog';
export * from './api/geo';
export * from './api/content';
export * from './api/accounts';
export * from './api/cart';
export * from './api/orders';
export * from './api/subscriptions';
export * from './api/search';
export * from './api/hours';
export * from './api/paths';
export * from './api/admin';
