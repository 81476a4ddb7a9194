export * from './common';
export * from './reference';
export * from './catalog';
export * from './vehicles';
export * from './accounts';
export * from './orders';
export * from './content';
