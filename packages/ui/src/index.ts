export * from './foundations';
export * from './shell';
export * from './home';
export * from './vehicles';
export * from './forms';
export * from './data';
export * from './admin';
export * from './i18n';
