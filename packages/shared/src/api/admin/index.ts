export * from './common';
export * from './paths';
export * from './orders';
export * from './catalog';
export * from './places';
export * from './content';
export * from './kitchen';
export * from './promotions';
